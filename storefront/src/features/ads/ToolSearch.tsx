'use client'

import { useEffect, useState } from 'react'
import { apiRequest } from '@/features/session/client'
import { useAdsT } from './AdsI18n'
import styles from './advertise.module.css'

type Suggestion = { kind: string; key: string; title: string; summary: string }
export type ChosenTool = { key: string; title: string }

/**
 * The tool field: search-as-you-type over the site's suggestion API (products only), a choice from
 * the list sets the product; with nothing found, the SPEC §5 hint links to /submission.
 */
export function ToolSearch({ chosen, onChoose, error, submissionHref }: { chosen: ChosenTool | null; onChoose: (tool: ChosenTool | null) => void; error: string | null; submissionHref: string }) {
  const t = useAdsT()
  const [text, setText] = useState(chosen?.title ?? '')
  const [items, setItems] = useState<Suggestion[] | null>(null)

  useEffect(() => {
    const q = text.trim()
    if (!q || q === chosen?.title) {
      setItems(null)
      return
    }
    const controller = new AbortController()
    // Wait for a pause in typing; the suggest answer is cached briefly and shared.
    const timer = setTimeout(async () => {
      const answer = await apiRequest<{ items: Suggestion[] }>('/api/search/suggest', { query: { q }, signal: controller.signal, withoutToken: true }).catch(() => null)
      if (!controller.signal.aborted) setItems((answer?.data?.items ?? []).filter((s) => s.kind === 'product'))
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, chosen?.title])

  return (
    <div className={styles.field}>
      <label htmlFor="ad-tool">{t('form.tool')}</label>
      <input
        id="ad-tool"
        type="search"
        autoComplete="off"
        value={text}
        placeholder={t('form.toolPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="ad-tool-error"
        data-testid="ad-tool"
        onChange={(e) => {
          setText(e.target.value)
          if (chosen) onChoose(null)
        }}
      />
      {items && items.length > 0 && (
        <ul className={styles.suggestions} role="listbox" aria-label={t('form.tool')} data-testid="ad-tool-suggestions">
          {items.map((s) => (
            <li key={s.key}>
              <button
                type="button"
                role="option"
                aria-selected={chosen?.key === s.key}
                onClick={() => {
                  onChoose({ key: s.key, title: s.title })
                  setText(s.title)
                  setItems(null)
                }}
              >
                <strong>{s.title}</strong>
                <span>{s.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {(error || (items && items.length === 0)) && (
        <p className={styles.error} id="ad-tool-error" data-testid="ad-tool-error">
          {error ?? t('messages.tool')} <a href={submissionHref}>{t('form.submitFirst')}</a>
        </p>
      )}
    </div>
  )
}
