'use client'

import { useQuery } from '@tanstack/react-query'
import { ApiError, apiData } from '@/features/session/client'
import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

type Row = { id: number; brandName: string; status: string; latestScore?: number | null; latestRunAt?: string | null; public?: boolean }

/** The signed-in user's monitored brands with their state, latest score and a link to the details. */
export function MyTrackers({ reportBase, flowBase, locale }: { reportBase: string; flowBase: string; locale: string }) {
  const t = useTrackerT()
  const { data, error, isPending } = useQuery({
    queryKey: ['tracker-mine'],
    queryFn: () => apiData<{ items: Row[]; total: number }>('/api/tracker'),
    retry: false,
    // A run in progress changes the list's states: refresh now and then while any is generating.
    refetchInterval: (query) => (query.state.data?.items.some((r) => r.status === 'generating') ? 5000 : false),
  })
  if (isPending) return <p className={styles.hint}>{t('run.loading')}</p>
  if (error) return <p className={styles.hint}>{error instanceof ApiError && error.status === 401 ? t('mine.signIn') : t('messages.requestError')}</p>
  if (!data.items.length) return <p className={styles.hint}>{t('mine.empty')}</p>
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="tracker-mine">
        <thead>
          <tr>
            <th>{t('mine.brand')}</th>
            <th>{t('mine.status')}</th>
            <th>{t('mine.score')}</th>
            <th>{t('mine.updated')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <tr key={row.id}>
              <td>{row.brandName}</td>
              <td>{t(`status.${row.status}`)}</td>
              <td>{row.latestScore ?? '—'}</td>
              <td>{row.latestRunAt ? new Date(row.latestRunAt).toLocaleString(locale) : '—'}</td>
              <td>
                {row.status === 'generating' ? (
                  <a href={`${flowBase}?tracker=${row.id}`}>{t('mine.progress')}</a>
                ) : (
                  <a href={`${reportBase}/${row.id}`}>{t('mine.view')}</a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
