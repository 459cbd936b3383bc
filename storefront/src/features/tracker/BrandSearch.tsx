'use client'

import { normalizeText } from '@aidir/cms/geo'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { apiData } from '@/features/session/client'
import { useBrandRanking } from './BrandRanking'
import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

type Viewing = { trackerId: number; brandName: string; score: number }

/**
 * The brand search: typing finds brands of the public ranking; with nothing typed the dropdown
 * shows the reports others are viewing (SPEC §2).
 */
export function BrandSearch({ reportBase }: { reportBase: string }) {
  const t = useTrackerT()
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const viewing = useQuery({ queryKey: ['tracker-viewing'], queryFn: () => apiData<Viewing[]>('/api/tracker/viewing'), enabled: open, staleTime: 30_000 })
  const ranking = useBrandRanking()
  const key = normalizeText(query).trim()
  const matches = key ? (ranking.data ?? []).filter((r) => normalizeText(r.brandName).includes(key)).slice(0, 8) : []
  const rows: Viewing[] = key ? matches : (viewing.data ?? [])
  return (
    <div className={styles.search} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('search.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        value={query}
        placeholder={t('search.placeholder')}
        data-testid="tracker-search"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setQuery(e.target.value)
          setOpen(true)
        }}
      />
      {open ? (
        <div className={styles.dropdown} id={`${id}-list`} data-testid="tracker-search-dropdown">
          <p className={styles.dropdownTitle}>{key ? t('search.results') : t('search.viewing')}</p>
          {rows.length ? (
            <ul>
              {rows.map((r) => (
                <li key={r.trackerId}>
                  <a href={`${reportBase}/${r.trackerId}`}>
                    <span>{r.brandName}</span> <span className={styles.counter}>{r.score}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>{key ? t('search.noMatch') : t('search.noViewing')}</p>
          )}
        </div>
      ) : null}
    </div>
  )
}
