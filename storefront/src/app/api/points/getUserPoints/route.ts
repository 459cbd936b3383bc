import { pointsBalance } from '@aidir/cms/accounts/points'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery } from '@/features/account/server/schemas'

/** GET /api/points/getUserPoints (SPEC §7): the caller's balance, the sum of their ledger. */
export async function GET(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => ok({ points: await pointsBalance(payload, Number(user.id)) }))
}
