'use client'

import type { Locale } from '@aidir/cms/locales'
import type React from 'react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './HeaderSearch.module.css'
import { SEARCH_OUTSIDE_CLOSE_MS, SearchCombobox } from './SearchCombobox'

/**
 * The mobile search overlay (a modal dialog: focus stays inside, Escape or a press outside the panel
 * closes it, the latter after 150 ms as SPEC §9 says). Loaded when first opened.
 */
export function SearchOverlay({ locale, defaultLocale, onClose, onDismiss }: { locale: Locale; defaultLocale: Locale; onClose: () => void; onDismiss: () => void }) {
  const { t } = useTranslation()
  const sheet = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      onClose()
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
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('search.label')}
      data-testid="search-overlay"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (!sheet.current?.contains(event.target as Node)) setTimeout(onDismiss, SEARCH_OUTSIDE_CLOSE_MS)
      }}
    >
      <div ref={sheet} className={styles.sheet}>
        <SearchCombobox locale={locale} defaultLocale={defaultLocale} className={styles.overlayForm} autoFocus testId="overlay-search" />
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>
  )
}
