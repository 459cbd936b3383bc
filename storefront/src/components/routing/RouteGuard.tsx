'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { newerBuildId } from '@/features/routing/buildState'
import { claimReload } from '@/features/routing/reloadGuard'
import { isAppPage, isSamePage } from '@/features/routing/appPage'

/**
 * Before each client navigation, the route-rule check of SPEC §5/§7. Clicks on same-origin links
 * are taken over in the capture phase: preventDefault stops the browser and Next's <Link> (which
 * ignores prevented clicks) while other click handlers still run (a menu still closes). When the
 * check allows it, the guard navigates itself, as a full page load if a newer build is deployed
 * (SPEC §4). Back/forward cannot be held up: the check runs after the fact and replaces the entry.
 * Links opt out with data-route-guard="off"; a handler that calls preventDefault itself keeps
 * the click for its own use.
 */
const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`

export function RouteGuard({ variant }: { variant: 1 | 2 }) {
  const router = useRouter()
  // The path on screen; rules look at paths only, so a back/forward within one path needs no check.
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    shown.current = pathname
  }, [pathname])

  useEffect(() => {
    let latest = 0

    /** A full load instead of a client navigation, when a newer build waits and the guard allows it. */
    const wantsFullLoad = (url: URL) => newerBuildId() !== undefined && claimReload(url.pathname)

    async function go(url: URL, popstate: boolean) {
      const id = ++latest
      // Loaded with the first navigation (a local chunk), not with the page.
      const { blockedTarget, checkRoute } = await import('@/features/routing/routeCheck')
      const verdict = await checkRoute(url, variant)
      if (id !== latest) return // a newer navigation took over
      if (verdict && !verdict.checkResult) {
        const target = blockedTarget(verdict, url, location.origin)
        if (target.fullLoad || wantsFullLoad(new URL(target.href, location.origin))) location.replace(target.href)
        else router.replace(target.href)
        return
      }
      if (popstate) {
        if (wantsFullLoad(url)) location.reload()
        return
      }
      if (wantsFullLoad(url)) location.assign(pathOf(url))
      else router.push(pathOf(url))
    }

    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.dataset.routeGuard === 'off') return
      const url = new URL(anchor.href, location.href)
      if (url.origin !== location.origin || !isAppPage(url) || isSamePage(url, location)) return
      event.preventDefault()
      // Notice whether a click handler of the app prevents the default too: then the click is its own.
      let claimedByApp = false
      const prevent = Event.prototype.preventDefault.bind(event)
      event.preventDefault = () => {
        claimedByApp = true
        prevent()
      }
      setTimeout(() => {
        if (!claimedByApp) void go(url, false)
      }, 0)
    }

    function onPopState() {
      if (location.pathname === shown.current) return
      void go(new URL(location.href), true)
    }

    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [router, variant])

  return null
}
