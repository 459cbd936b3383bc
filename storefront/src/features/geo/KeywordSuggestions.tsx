'use client'

import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { formatCompact } from '@/lib/format'
import { apiData } from '@/features/session/client'
import { useGeoT } from './GeoI18n'
import type { KeywordSuggestion } from '@aidir/cms/geo'
import styles from './geo.module.css'

/**
 * Phrases worth checking (hot value from searches here, difficulty from the strong brands already
 * in the category), closest to the question first; a click drafts a question with it. Difficulty
 * built on sandbox traffic says so.
 */
export function KeywordSuggestions({ langType, question, onPick }: { langType: string; question: string; onPick: (keyword: string) => void }) {
  const t = useGeoT()
  const q = useDeferredValue(question.trim().slice(0, 200))
  const { data, isError } = useQuery({
    queryKey: ['geo-keywords', langType, q],
    queryFn: () => apiData<{ items: KeywordSuggestion[] }>(`/api/geo/keywords?langType=${encodeURIComponent(langType)}&limit=8&q=${encodeURIComponent(q)}`),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  })
  const items = data?.items ?? []
  return (
    <section className={styles.suggestions} aria-labelledby="geo-suggestions">
      <h3 id="geo-suggestions">{t('suggest.title')}</h3>
      {isError ? <p className={styles.hint}>{t('messages.requestError')}</p> : null}
      <table className={styles.table} data-testid="keyword-suggestions">
        <thead>
          <tr>
            <th scope="col">{t('suggest.keyword')}</th>
            <th scope="col">{t('suggest.hotValue')}</th>
            <th scope="col">{t('suggest.difficulty')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.keyword}>
              <td>
                <button type="button" className={styles.linkButton} onClick={() => onPick(item.keyword)} title={t('suggest.use')}>
                  {item.keyword}
                </button>
              </td>
              <td>{formatCompact(item.hotValue)}</td>
              <td>
                <span className={`${styles.level} ${styles[`level_${item.difficulty}`]}`}>{t(`suggest.level.${item.difficulty}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('suggest.explain')}</p>
      {items.some((item) => item.sandbox) ? (
        <p className={styles.hint} data-testid="keyword-sandbox">
          {t('suggest.sandbox')}
        </p>
      ) : null}
    </section>
  )
}
