'use client'

import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { routes } from '@/lib/routes'
import { prefixedPath } from './localeSwitch'
import styles from './SearchCombobox.module.css'
import { useDismiss } from './useDismiss'
import { useSuggestions } from './useSuggestions'

/** SPEC §9: the search box loses focus state on an outside click after 150 ms. */
export const SEARCH_OUTSIDE_CLOSE_MS = 150

/**
 * The search field with suggestions (ARIA combobox). Enter on a suggestion opens it; otherwise the
 * form submits to /discover/{query} in the page language.
 */
export function SearchCombobox({ locale, defaultLocale, className, autoFocus = false, testId }: { locale: Locale; defaultLocale: Locale; className?: string; autoFocus?: boolean; testId?: string }) {
  const { t } = useTranslation()
  const router = useRouter()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const wrapper = useRef<HTMLFormElement>(null)
  const ids = useId()
  const listId = `${ids}-list`
  const { items, settled } = useSuggestions(text, localeMeta[locale].apiKey)
  const close = useCallback(() => {
    setOpen(false)
    setActive(-1)
  }, [])
  useDismiss(open, close, wrapper, { outsideDelayMs: SEARCH_OUTSIDE_CLOSE_MS, escape: false })

  const go = (href: string) => {
    close()
    router.push(href)
  }
  const showList = open && text.trim().length > 0 && (items.length > 0 || settled)

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (!items.length) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the text field itself; moving past either end wraps through it.
      setActive((i) => {
        const next = i + step
        if (next >= items.length) return -1
        if (next < -1) return items.length - 1
        return next
      })
    } else if (event.key === 'Enter' && showList && active >= 0 && items[active]) {
      event.preventDefault()
      go(items[active]!.href)
    } else if (event.key === 'Escape' && showList) {
      // The list closes first (keeping the text a search field would clear); an enclosing overlay
      // closes on the next Escape.
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  return (
    <form
      ref={wrapper}
      role="search"
      className={`${styles.form} ${className ?? ''}`}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        const q = text.trim()
        go(prefixedPath(locale, defaultLocale, routes.discover(q || undefined)))
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setTimeout(close, SEARCH_OUTSIDE_CLOSE_MS)
      }}
    >
      <label htmlFor={`${ids}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <svg className={styles.glass} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        id={`${ids}-input`}
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('search.placeholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${ids}-opt-${active}` : undefined}
        // The overlay exists only to type a query, so its field takes focus at once.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.list} hidden={!showList} data-testid="search-suggestions">
        {showList
          ? items.map((item, index) => (
              <li
                key={`${item.kind}-${item.key}`}
                id={`${ids}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                data-href={item.href}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => go(item.href)}
                onMouseEnter={() => setActive(index)}
              >
                <span className={styles.kind}>{t(`search.kind.${item.kind}`)}</span>
                <span className={styles.optionText}>
                  <span className={styles.title}>{item.title}</span>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                </span>
              </li>
            ))
          : null}
        {showList && items.length === 0 ? (
          <li role="option" aria-disabled="true" aria-selected={false} className={styles.empty}>
            {t('search.noSuggestions')}
          </li>
        ) : null}
      </ul>
      <p role="status" className="visually-hidden">
        {showList ? t('search.suggestionCount', { count: items.length }) : ''}
      </p>
    </form>
  )
}
