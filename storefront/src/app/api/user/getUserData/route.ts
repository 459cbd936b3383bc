import { awardDailyPoints, pointsBalance } from '@aidir/cms/accounts'
import { getUserDataRoute } from '@/features/account/server/routes'
import { toUserData } from '@/features/account/server/userData'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/**
 * GET /api/user/getUserData (SPEC §7): the signed-in user's profile and points. A long-lived
 * session's first visit of a day counts as that day's login for the daily points.
 */
export const GET = defineRoute(getUserDataRoute, async ({ payload, user }) => {
  await awardDailyPoints(payload, Number(user.id))
  return toUserData(user, await pointsBalance(payload, Number(user.id)))
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
