import { pointsBalance } from '@aidir/cms/accounts'
import { updateUserDataRoute } from '@/features/account/server/routes'
import { toUserData } from '@/features/account/server/userData'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** POST /api/user/updateUserData: the user centre's profile form; changes only the caller's own record. */
export const POST = defineRoute(updateUserDataRoute, async ({ payload, user, body }) => {
  const updated = await payload.update({ collection: 'users', id: user.id, data: body, user, overrideAccess: false, depth: 0 })
  return toUserData({ ...user, ...updated } as typeof user, await pointsBalance(payload, Number(user.id)))
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
