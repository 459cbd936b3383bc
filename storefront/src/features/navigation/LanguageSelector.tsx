'use client'

import { type Locale, localeMeta, locales } from '@aidir/cms/locales'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { localeCookie, switchLocalePath } from './localeSwitch'
import styles from './LanguageSelector.module.css'
import { useDismiss } from './useDismiss'

/**
 * Links to the current page in each language. They are full page loads (the document language
 * changes) and remember the choice in the locale cookie.
 */
export function LanguageSelector({ locale, defaultLocale }: { locale: Locale; defaultLocale: Locale }) {
  const { t } = useTranslation()
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useState(false)
  // Query and hash exist only in the browser; added after hydration so server and client agree.
  const [suffix, setSuffix] = useState('')
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLUListElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, panel, { trigger: button })

  useEffect(() => {
    setSuffix(window.location.search + window.location.hash)
    setOpen(false)
  }, [pathname])

  return (
    <div className={styles.selector} data-testid="language-selector">
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span className={styles.short}>{localeMeta[locale].shortLabel}</span>
        <span className="visually-hidden">{t('language.choose', { language: localeMeta[locale].label })}</span>
      </button>
      <ul ref={panel} id={listId} className={styles.list} hidden={!open}>
        {locales.map((l) => (
          <li key={l}>
            <a
              href={switchLocalePath(pathname, l, defaultLocale) + suffix}
              hrefLang={localeMeta[l].hreflang}
              lang={localeMeta[l].hreflang}
              aria-current={l === locale ? 'true' : undefined}
              onClick={() => {
                document.cookie = localeCookie(l)
              }}
            >
              {localeMeta[l].label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
