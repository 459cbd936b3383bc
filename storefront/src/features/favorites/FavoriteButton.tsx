'use client'

import { useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { userStore } from '@/features/session/userStore'
import { toast } from '@/components/shell/toast'
import styles from './Favorites.module.css'
import { useFavoriteKeys, useSetFavorite } from './useFavoriteKeys'

/**
 * The heart on cards and detail pages. Login required: a visitor is sent to sign in (the login
 * dialog in the China edition, /auth/login elsewhere) and comes back to the same page.
 * Its name is its title ("Add ChatGPT to favourites"), which is also the tooltip: a card list
 * repeats the heart in every card, so the text is written once, not again as an aria-label. In a
 * card (`inCard`) it has no test id of its own: the card's data-product names it.
 */
export function FavoriteButton({ type, id, name, inCard = false }: { type: 'product' | 'model' | 'mcp'; id: string; name: string; inCard?: boolean }) {
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
    const { apiRequest } = await import('@/features/session/client')
    const result = await apiRequest<{ favorited: boolean }>('/api/favorites/toggle', { method: 'POST', body: { type, id } })
    setBusy(false)
    if (result.code === 0 && result.data) setFavorite(key, result.data.favorited)
    // The API's messages are English: the page says it in its own language. A 401 has signed the
    // user out (expired session): say why nothing was saved.
    else if (result.status === 401 || result.code === 401) toast({ message: t('favorites.loginFirst'), type: 'warning' })
    else toast({ message: t(result.status === 429 ? 'errors.rateLimited' : 'errors.generic'), type: 'error' })
  }

  return (
    <button
      // A card is never inside a form, and a card list repeats the heart per card: no type there.
      type={inCard ? undefined : 'button'}
      className={styles.heart}
      aria-pressed={on}
      title={t(on ? 'favorites.remove' : 'favorites.add', { name })}
      disabled={busy}
      onClick={toggle}
      data-testid={inCard ? undefined : `favorite-${type}-${id}`}
    />
  )
}
