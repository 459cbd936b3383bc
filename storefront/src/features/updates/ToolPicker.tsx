'use client'

import { useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useSuggestions } from '@/features/navigation/useSuggestions'
import { useUpdatesT } from './UpdatesI18n'
import styles from './updates.module.css'

/**
 * The tool, searched as the buyer types (the header search's suggestions, products only). Choosing
 * one opens `?product=<key>`, so the server renders the form with its current values.
 */
export function ToolPicker({ chosenName, submissionHref, error }: { chosenName: string | null; submissionHref: string; error: string | null }) {
  const t = useUpdatesT()
  const config = useAccountConfig()
  const [text, setText] = useState('')
  const { items, settled } = useSuggestions(text, config.langType)
  const products = items.filter((i) => i.kind === 'product')
  const choose = (key: string) => {
    const url = new URL(location.href)
    url.search = ''
    url.searchParams.set('product', key)
    location.assign(url.toString())
  }
  return (
    <div className={styles.field} data-testid="update-tool">
      <label htmlFor="update-tool-search">
        <span className={styles.label}>{t('tool.label')}</span>
      </label>
      {chosenName ? (
        <p className={styles.chosen} data-testid="update-tool-chosen">
          <strong>{chosenName}</strong>
        </p>
      ) : null}
      <input
        id="update-tool-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={chosenName ? t('tool.change') : t('tool.placeholder')}
        autoComplete="off"
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'error-product' : undefined}
      />
      {text.trim() ? (
        <ul className={styles.suggestions} role="listbox" aria-label={t('tool.label')}>
          {products.map((p) => (
            <li key={p.key} role="option" aria-selected={false}>
              <button type="button" onClick={() => choose(p.key)} data-testid="update-tool-option">
                <strong>{p.title}</strong>
                {p.summary ? <small>{p.summary}</small> : null}
              </button>
            </li>
          ))}
          {settled && products.length === 0 ? (
            <li className={styles.muted}>
              {t('messages.tool')} <a href={submissionHref}>{t('tool.submit')}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {error ? (
        <span className={styles.error} id="error-product" data-testid="error-product">
          {error} <a href={submissionHref}>{t('tool.submit')}</a>
        </span>
      ) : null}
    </div>
  )
}
