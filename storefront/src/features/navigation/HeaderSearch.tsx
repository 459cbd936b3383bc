'use client'

import type { Locale } from '@aidir/cms/locales'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './HeaderSearch.module.css'
import { SEARCH_OUTSIDE_CLOSE_MS, SearchCombobox } from './SearchCombobox'

/**
 * The header search: on wide screens a field that widens when focused; on narrow screens a button
 * that opens a full-screen overlay (a modal dialog: focus stays inside, Escape or a press outside the
 * panel closes it, the latter after 150 ms as SPEC §9 says).
 */
export function HeaderSearch({ locale, defaultLocale }: { locale: Locale; defaultLocale: Locale }) {
  const { t } = useTranslation()
  const [overlay, setOverlay] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const sheet = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  useEffect(() => setOverlay(false), [pathname])

  useEffect(() => {
    if (!overlay) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [overlay])

  const closeOverlay = () => {
    setOverlay(false)
    button.current?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      closeOverlay()
      return
    }
    if (event.key !== 'Tab' || !sheet.current) return
    const focusable = [...sheet.current.querySelectorAll<HTMLElement>('input, button, a[href]')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className={styles.search}>
      <SearchCombobox locale={locale} defaultLocale={defaultLocale} className={styles.inline} testId="header-search" />
      <button ref={button} type="button" className={styles.open} aria-label={t('search.open')} aria-haspopup="dialog" aria-expanded={overlay} data-testid="mobile-search-button" onClick={() => setOverlay(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
      {overlay ? (
        <div
          className={styles.overlay}
          role="dialog"
          aria-modal="true"
          aria-label={t('search.label')}
          data-testid="search-overlay"
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            if (!sheet.current?.contains(event.target as Node)) setTimeout(() => setOverlay(false), SEARCH_OUTSIDE_CLOSE_MS)
          }}
        >
          <div ref={sheet} className={styles.sheet}>
            <SearchCombobox locale={locale} defaultLocale={defaultLocale} className={styles.overlayForm} autoFocus testId="overlay-search" />
            <button type="button" className={styles.close} aria-label={t('search.close')} onClick={closeOverlay}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
