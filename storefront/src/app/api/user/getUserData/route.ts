import { awardDailyPoints, pointsBalance } from '@aidir/cms/accounts/points'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery } from '@/features/account/server/schemas'
import { toUserData } from '@/features/account/server/userData'

/**
 * GET /api/user/getUserData (SPEC §7): the signed-in user's profile and points. A long-lived
 * session's first visit of a day counts as that day's login for the daily points.
 */
export async function GET(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => {
    await awardDailyPoints(payload, Number(user.id))
    return ok(toUserData(user, await pointsBalance(payload, Number(user.id))))
  })
}
