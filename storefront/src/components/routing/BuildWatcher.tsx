'use client'

import { useEffect } from 'react'
import { isChunkLoadError, manifestId, markNewerBuild } from '@/features/routing/buildState'
import { claimReload } from '@/features/routing/reloadGuard'

/**
 * SPEC §4: notice a newer deployed build. /builds/latest.json is polled every 60 s (the spec leaves
 * the interval open: a minute keeps the cost at one tiny request per tab per minute, and a
 * visitor who comes back to a tab is covered by the check on focus). When its id differs from the
 * running build, RouteGuard makes the next navigation a full page load. A chunk that fails to
 * load (its build is gone) reloads the page once, guarded per path for 10 s.
 * `buildId` is null on a dev server: the first manifest seen is then the baseline.
 */
export const BUILD_POLL_MS = 60_000

export function BuildWatcher({ buildId }: { buildId: string | null }) {
  useEffect(() => {
    let baseline = buildId
    let polling = false

    async function poll() {
      if (polling) return
      polling = true
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
        if (!response.ok) return
        const id = manifestId(await response.json())
        if (!id) return
        if (baseline === null) baseline = id
        else if (id !== baseline) markNewerBuild(id)
      } catch {
        // Offline or no manifest deployed: try again at the next tick.
      } finally {
        polling = false
      }
    }

    function reloadOnce() {
      if (claimReload(location.pathname)) location.reload()
    }
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }

    void poll()
    const timer = setInterval(poll, BUILD_POLL_MS)
    window.addEventListener('focus', poll)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      clearInterval(timer)
      window.removeEventListener('focus', poll)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [buildId])

  return null
}
