import { listFavorites } from '@aidir/cms/accounts/favorites'
import { localeOfLangType } from '@/features/navigation/apiLocale'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { favoritesQuery } from '@/features/account/server/schemas'

/** GET /api/favorites/list?type=&page=&langType=: the caller's favourites, newest first, in the page's language. */
export async function GET(request: Request) {
  const query = favoritesQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => ok(await listFavorites(payload, user, query.data.type, query.data.page, 24, localeOfLangType(query.data.langType))))
}
