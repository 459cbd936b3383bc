'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { apiRequest } from '@/features/session/client'
import { useUser } from '@/features/account/client/useUser'
import styles from './UserCentre.module.css'

type Entry = { id: number; points: number; reason: string; createdAt: string }

/** My Points: the balance (the ledger's sum, from the server) and the ledger page by page. */
export function PointsHistory() {
  const { t, i18n } = useTranslation('account')
  const token = useUser((s) => s.token)
  const [page, setPage] = useState(1)
  const balance = useQuery({
    queryKey: ['points', token],
    queryFn: async () => (await apiRequest<{ points: number }>('/api/points/getUserPoints')).data?.points ?? 0,
  })
  const history = useQuery({
    queryKey: ['points-history', token, page],
    queryFn: async () => (await apiRequest<{ list: Entry[]; pages: number }>('/api/points/getPointsHistory', { query: { page } })).data ?? { list: [], pages: 1 },
  })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div>
      <p className={styles.balance} data-testid="points-balance">
        {t('centre.balance', { points: balance.data ?? 0 })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('centre.when')}</th>
            <th>{t('centre.reason')}</th>
            <th>{t('centre.change')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data?.list.map((e) => (
            <tr key={e.id}>
              <td>{date.format(new Date(e.createdAt))}</td>
              <td>{t(`centre.reasons.${e.reason}`, { defaultValue: e.reason })}</td>
              <td className={e.points >= 0 ? styles.plus : styles.minus}>{e.points >= 0 ? `+${e.points}` : e.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(history.data?.pages ?? 1) > 1 && (
        <p className={styles.pager}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('centre.previous')}
          </button>
          <button type="button" disabled={page >= (history.data?.pages ?? 1)} onClick={() => setPage(page + 1)}>
            {t('centre.next')}
          </button>
        </p>
      )}
    </div>
  )
}
