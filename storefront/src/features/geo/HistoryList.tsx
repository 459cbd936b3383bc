'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPercent } from '@/lib/format'
import { ApiError, apiData } from '@/features/session/client'
import { useGeoT } from './GeoI18n'
import { LoginHint } from './LoginHint'
import styles from './geo.module.css'

type HistoryRow = { id: number; question: string; hitTerms: string[]; createdAt: string; detections: number; recommendations: number; exposureRate: number | null; complete: boolean }
type HistoryPage = { rows: HistoryRow[]; page: number; totalPages: number; total: number }

/** The history tab: my past checks with hit terms, detection count, recommendation count and exposure rate. */
export function HistoryList({ historyBase, loginHref, locale }: { historyBase: string; loginHref: string; locale: string }) {
  const t = useGeoT()
  const [page, setPage] = useState(1)
  const { data, error, isPending } = useQuery({
    queryKey: ['geo-history', page],
    queryFn: () => apiData<HistoryPage>(`/api/geo/checks?page=${page}`),
    staleTime: 0,
  })
  if (isPending) return <p className={styles.hint}>{t('result.loading')}</p>
  if (error) return error instanceof ApiError && error.status === 401 ? <LoginHint href={loginHref} /> : <p className={styles.error}>{t('messages.historyFailed')}</p>
  if (data.rows.length === 0) return <p className={styles.hint}>{t('history.empty')}</p>
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      <table className={styles.table} data-testid="geo-history">
        <thead>
          <tr>
            <th scope="col">{t('history.question')}</th>
            <th scope="col">{t('history.hitTerms')}</th>
            <th scope="col">{t('history.detections')}</th>
            <th scope="col">{t('history.recommendations')}</th>
            <th scope="col">{t('history.exposureRate')}</th>
            <th scope="col">{t('history.time')}</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={`${historyBase}/${row.id}`}>{row.question}</a>
              </td>
              <td>{row.hitTerms.join(', ')}</td>
              <td>{row.detections}</td>
              <td>{row.recommendations}</td>
              <td>{row.complete ? formatPercent(row.exposureRate) : t('history.running')}</td>
              <td>{date.format(new Date(row.createdAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t('history.pages')}>
          <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </button>
          <span>{t('history.page', { page: data.page, total: data.totalPages })}</span>
          <button type="button" className={styles.secondary} disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </button>
        </nav>
      ) : null}
    </>
  )
}
