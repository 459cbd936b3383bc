import { listFavorites } from '@aidir/cms/accounts/favorites'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { favoritesQuery } from '@/features/account/server/schemas'

/** GET /api/favorites/list?type=&page=: the caller's favourites, newest first. */
export async function GET(request: Request) {
  const query = favoritesQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => ok(await listFavorites(payload, user, query.data.type, query.data.page)))
}
