'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { useUser } from '@/features/account/client/useUser'

/**
 * The signed-in user's favourites as a set of `type:id`, fetched once per page and token and shared
 * by every heart on it. A small store of its own rather than react-query, which would add to every
 * page's first load (cards and detail pages carry hearts; issue 3's JavaScript budget).
 */
const EMPTY: ReadonlySet<string> = new Set()
let current: { token: string | null; keys: ReadonlySet<string>; loading: Promise<void> | null } = { token: null, keys: EMPTY, loading: null }
const listeners = new Set<() => void>()

function publish(next: typeof current) {
  current = next
  for (const l of listeners) l()
}

function load(token: string) {
  if (current.token === token && (current.loading || current.keys !== EMPTY)) return
  const loading = import('@/features/session/client').then(async ({ apiRequest }) => {
    const result = await apiRequest<string[]>('/api/favorites/ids')
    if (current.token !== token) return
    publish({ token, keys: new Set(result.code === 0 ? (result.data ?? []) : []), loading: null })
  })
  publish({ token, keys: EMPTY, loading })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useFavoriteKeys(): ReadonlySet<string> {
  const token = useUser((s) => s.token)
  useEffect(() => {
    if (token) load(token)
  }, [token])
  const state = useSyncExternalStore(subscribe, () => current, () => current)
  return token && state.token === token ? state.keys : EMPTY
}

export function useSetFavorite() {
  return (key: string, favorited: boolean) => {
    const keys = new Set(current.keys)
    if (favorited) keys.add(key)
    else keys.delete(key)
    publish({ ...current, keys })
  }
}
