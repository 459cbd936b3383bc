'use client'

import { useQuery } from '@tanstack/react-query'
import { apiData } from '@/features/session/client'
import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

export type RankingRow = { rank: number; trackerId: number; brandName: string; score: number }

export const useBrandRanking = () =>
  useQuery({ queryKey: ['tracker-ranking'], queryFn: () => apiData<RankingRow[]>('/api/tracker/ranking'), staleTime: 60_000 })

/** The public brand ranking (SPEC §3: rank, brand name, score), best first. */
export function BrandRanking({ reportBase }: { reportBase: string }) {
  const t = useTrackerT()
  const { data, isPending, error } = useBrandRanking()
  if (isPending) return <p className={styles.hint}>{t('run.loading')}</p>
  if (error) return <p className={styles.hint}>{t('messages.requestError')}</p>
  if (!data.length) return <p className={styles.hint}>{t('ranking.empty')}</p>
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="tracker-ranking">
        <thead>
          <tr>
            <th>{t('ranking.rank')}</th>
            <th>{t('ranking.brand')}</th>
            <th>{t('ranking.score')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.trackerId}>
              <td>{row.rank}</td>
              <td>
                <a href={`${reportBase}/${row.trackerId}`}>{row.brandName}</a>
              </td>
              <td>{row.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
