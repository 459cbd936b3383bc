import { favoriteKeys } from '@aidir/cms/accounts/favorites'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery } from '@/features/account/server/schemas'

/** GET /api/favorites/ids: `type:id` of each of the caller's favourites (the toggles on cards). */
export async function GET(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => ok(await favoriteKeys(payload, user)))
}
