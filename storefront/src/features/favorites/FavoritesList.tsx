'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { apiRequest } from '@/features/session/client'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { FavoriteButton } from './FavoriteButton'
import styles from './Favorites.module.css'

type Item = { kind: 'product' | 'model' | 'mcp'; key: string; name: string; description: string | null }
const detailPath = { product: (k: string) => `/details/${k}`, model: (k: string) => `/models/${k}`, mcp: (k: string) => `/mcp/${k}` }

/** The signed-in user's favourites by kind (the /favorites page and the user centre). */
export function FavoritesList() {
  const { t } = useTranslation('account')
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const [type, setType] = useState<'' | Item['kind']>('')
  const list = useQuery({
    queryKey: ['favorites', token, type],
    enabled: !!token,
    queryFn: async () => {
      const result = await apiRequest<{ list: Item[]; total: number }>('/api/favorites/list', { query: { type: type || undefined } })
      return result.data ?? { list: [], total: 0 }
    },
  })
  if (!token) return <p className={styles.empty}>{t('favorites.signInToSee')}</p>
  return (
    <section>
      <div className={styles.tabs} role="tablist">
        {(['', 'product', 'model', 'mcp'] as const).map((k) => (
          <button key={k || 'all'} type="button" role="tab" aria-selected={type === k} className={styles.tab} onClick={() => setType(k)}>
            {t(`favorites.kind.${k || 'all'}`)}
          </button>
        ))}
      </div>
      {list.data && list.data.list.length === 0 && <p className={styles.empty}>{t('favorites.empty')}</p>}
      <ul className={styles.list} data-testid="favorites-list">
        {list.data?.list.map((item) => (
          <li key={`${item.kind}:${item.key}`} className={styles.item}>
            <div>
              <span className={styles.kind}>{t(`favorites.kind.${item.kind}`)}</span>
              <h3>
                <a href={`${config.localePrefix}${detailPath[item.kind](item.key)}`}>{item.name}</a>
              </h3>
              {item.description && <p>{item.description}</p>}
            </div>
            <FavoriteButton type={item.kind} id={item.key} name={item.name} />
          </li>
        ))}
      </ul>
    </section>
  )
}
