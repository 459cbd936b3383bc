'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './BackToTop.module.css'
import { throttle } from './throttle'

/** SPEC §2, §9: shown after 200 px of scroll, checked at most every 300 ms; 20 px from the right. */
export const BACK_TO_TOP_THRESHOLD = 200
export const BACK_TO_TOP_THROTTLE_MS = 300
export const BACK_TO_TOP_RIGHT = 20
/** Pages under /geo have a bottom bar of their own, so the button sits higher there. */
export const BACK_TO_TOP_BOTTOM = 20
export const BACK_TO_TOP_BOTTOM_GEO = 64

export function backToTopBottom(pathname: string): number {
  return pathname.includes('/geo') ? BACK_TO_TOP_BOTTOM_GEO : BACK_TO_TOP_BOTTOM
}

export function BackToTop() {
  const { t } = useTranslation()
  const pathname = usePathname() ?? '/'
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const check = throttle(() => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD), BACK_TO_TOP_THROTTLE_MS)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
    }
  }, [])

  if (!visible) return null

  const toTop = (event: React.MouseEvent) => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    // A keyboard user would otherwise lose focus when the button disappears: continue from the top.
    if (event.detail === 0) document.querySelector<HTMLElement>('body a[href], body button')?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      className={styles.button}
      style={{ right: BACK_TO_TOP_RIGHT, bottom: backToTopBottom(pathname) }}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-testid="back-to-top"
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  )
}
