'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { LOADING_HEIGHT_PX, type LoadingState, loadingBar } from './loadingBar'
import styles from './LoadingBar.module.css'
import { isHistoryNavigation, isNavigationClick } from './navigationStart'

/**
 * The bar at the top of every page. Starts when a link or history step begins a navigation and
 * finishes when the new URL has rendered; other code can drive it through `loadingBar`.
 */
export function LoadingBar() {
  const { t } = useTranslation()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [state, setState] = useState<LoadingState>(loadingBar.state)
  // The URL (pathname and search) last rendered, to tell a history step to another page from a #hash one.
  const rendered = useRef('')

  useEffect(() => loadingBar.subscribe(setState), [])

  useEffect(() => {
    rendered.current = window.location.pathname + window.location.search
    loadingBar.finish()
  }, [pathname, searchParams])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event, window.location)) loadingBar.start()
    }
    const onPopState = () => {
      if (isHistoryNavigation(rendered.current, window.location)) loadingBar.start()
    }
    // Back from the bfcache: the page is already there.
    const onPageShow = () => loadingBar.finish()
    // A chunk that fails to load breaks the navigation in progress.
    const onError = (event: ErrorEvent) => {
      if (loadingBar.loading && /chunk/i.test(event.message)) loadingBar.error()
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pageshow', onPageShow)
    window.addEventListener('error', onError)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pageshow', onPageShow)
      window.removeEventListener('error', onError)
    }
  }, [])

  return (
    <div
      className={styles.bar}
      data-testid="loading-bar"
      data-error={state.error ? '' : undefined}
      aria-hidden={!state.visible}
      {...(state.visible ? { role: 'progressbar', 'aria-label': t('loading'), 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': Math.round(state.progress) } : {})}
      style={{ height: LOADING_HEIGHT_PX, opacity: state.visible ? 1 : 0, transform: `scaleX(${state.progress / 100})` }}
    />
  )
}
