import { withUser } from '@/features/account/server/context'
import { invalid, jsonBody, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery, updateProfileBody } from '@/features/account/server/schemas'
import { toUserData } from '@/features/account/server/userData'
import { pointsBalance } from '@aidir/cms/accounts/points'

/** POST /api/user/updateUserData: the user centre's profile form; changes only the caller's own record. */
export async function POST(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  const body = updateProfileBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  return withUser(request, async (user, payload) => {
    const updated = await payload.update({ collection: 'users', id: user.id, data: body.data, user, overrideAccess: false, depth: 0 })
    return ok(toUserData({ ...user, ...updated } as typeof user, await pointsBalance(payload, Number(user.id))))
  })
}
