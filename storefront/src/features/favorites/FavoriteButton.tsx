'use client'

import { useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { userStore } from '@/features/account/client/userStore'
import { toast } from '@/components/shell/toast'
import styles from './Favorites.module.css'
import { useFavoriteKeys, useSetFavorite } from './useFavoriteKeys'

/**
 * The heart on cards and detail pages. Login required: a visitor is sent to sign in (the login
 * dialog in the China edition, /auth/login elsewhere) and comes back to the same page.
 */
export function FavoriteButton({ type, id, name }: { type: 'product' | 'model' | 'mcp'; id: string; name: string }) {
  const { t } = useTranslation('account')
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const keys = useFavoriteKeys()
  const setFavorite = useSetFavorite()
  const [busy, setBusy] = useState(false)
  const key = `${type}:${id}`
  const on = keys.has(key)

  async function toggle() {
    if (!token) {
      toast({ message: t('favorites.loginFirst'), type: 'warning' })
      if (config.edition === 'cn') userStore.setLoginShow(true)
      else location.assign(`${config.localePrefix}/auth/login?from=${encodeURIComponent(location.href)}`)
      return
    }
    setBusy(true)
    // Loaded on the first press: the request code is not part of the page's first load.
    const { apiRequest } = await import('@/features/api/client')
    const result = await apiRequest<{ favorited: boolean }>('/api/favorites/toggle', { method: 'POST', body: { type, id } })
    setBusy(false)
    if (result.code === 0 && result.data) setFavorite(key, result.data.favorited)
    else if (result.code !== 401) toast({ message: result.message || t('errors.generic'), type: 'error' })
  }

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={on}
      aria-label={t(on ? 'favorites.remove' : 'favorites.add', { name })}
      title={t(on ? 'favorites.remove' : 'favorites.add', { name })}
      disabled={busy}
      onClick={toggle}
      data-testid={`favorite-${type}-${id}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  )
}
