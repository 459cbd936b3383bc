import { toggleFavorite } from '@aidir/cms/accounts/favorites'
import { withUser } from '@/features/account/server/context'
import { fail, invalid, jsonBody, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery, toggleFavoriteBody } from '@/features/account/server/schemas'

/** POST /api/favorites/toggle { type, id }: adds or removes a favourite of the caller; { favorited }. */
export async function POST(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  const body = toggleFavoriteBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  return withUser(request, async (user, payload) => {
    const result = await toggleFavorite(payload, user, body.data.type, body.data.id)
    return result ? ok(result) : fail(404, `No ${body.data.type} with id ${body.data.id}`)
  })
}
