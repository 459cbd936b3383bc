'use client'

import type { Locale } from '@aidir/cms/locales'
import { clientOnly } from '@/lib/clientOnly'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './HeaderSearch.module.css'
import { closeMobileMenu } from './MobileMenu'
import { SearchCombobox } from './SearchCombobox'

// Only narrow screens open it, and only on demand: not part of the first load.
const SearchOverlay = clientOnly(() => import('./SearchOverlay').then((m) => m.SearchOverlay))

/**
 * The header search: on wide screens a field that widens when focused; on narrow screens a button
 * that opens a full-screen overlay (SearchOverlay).
 */
export function HeaderSearch({ locale, defaultLocale }: { locale: Locale; defaultLocale: Locale }) {
  const { t } = useTranslation()
  const [overlay, setOverlay] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  useEffect(() => setOverlay(false), [pathname])

  const closeOverlay = () => {
    setOverlay(false)
    button.current?.focus()
  }

  return (
    <div className={styles.search}>
      <SearchCombobox locale={locale} defaultLocale={defaultLocale} className={styles.inline} testId="header-search" />
      <button ref={button} type="button" className={styles.open} aria-label={t('search.open')} aria-haspopup="dialog" aria-expanded={overlay} data-testid="mobile-search-button" onClick={() => {
          closeMobileMenu()
          setOverlay(true)
        }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
      {overlay ? <SearchOverlay locale={locale} defaultLocale={defaultLocale} onClose={closeOverlay} onDismiss={() => setOverlay(false)} /> : null}
    </div>
  )
}
