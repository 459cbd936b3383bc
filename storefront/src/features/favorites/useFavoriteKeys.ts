'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/features/api/client'
import { useUser } from '@/features/account/client/useUser'

/** The signed-in user's favourites as a set of `type:id`, fetched once per page and shared by every toggle. */
export function useFavoriteKeys() {
  const token = useUser((s) => s.token)
  const query = useQuery({
    queryKey: ['favorite-keys', token],
    enabled: !!token,
    queryFn: async () => {
      const result = await apiRequest<string[]>('/api/favorites/ids')
      return new Set(result.code === 0 ? (result.data ?? []) : [])
    },
  })
  return query.data ?? new Set<string>()
}

export function useSetFavorite() {
  const client = useQueryClient()
  const token = useUser((s) => s.token)
  return (key: string, favorited: boolean) =>
    client.setQueryData<Set<string>>(['favorite-keys', token], (old) => {
      const next = new Set(old)
      if (favorited) next.add(key)
      else next.delete(key)
      return next
    })
}
