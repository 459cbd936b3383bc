'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/client'
import { apiRequest } from '@/features/session/client'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import styles from './UserCentre.module.css'

type Item = { id: number; key: string; name: string; status: string | null; updatedAt: string }
const detailPath = { product: (k: string) => `/details/${k}`, model: (k: string) => `/models/${k}`, mcp: (k: string) => `/mcp/${k}` }

/** My AI Apps / My Servers / My Models: records the user owns or submitted, drafts included. */
export function MyItems({ type }: { type: 'product' | 'model' | 'mcp' }) {
  const { t } = useTranslation('account')
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const items = useQuery({
    queryKey: ['my-items', token, type],
    queryFn: async () => (await apiRequest<{ list: Item[] }>('/api/user/getMyItems', { query: { type } })).data?.list ?? [],
  })
  if (items.data && items.data.length === 0) return <p className={styles.empty}>{t('centre.noItems')}</p>
  return (
    <ul className={styles.items} data-testid={`my-${type}`}>
      {items.data?.map((item) => (
        <li key={item.id}>
          {item.status === 'published' ? <a href={`${config.localePrefix}${detailPath[type](item.key)}`}>{item.name}</a> : <span>{item.name}</span>}
          <span className={styles.status}>{t(`centre.status.${item.status ?? 'draft'}`, { defaultValue: item.status ?? '' })}</span>
        </li>
      ))}
    </ul>
  )
}
