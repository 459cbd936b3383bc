import { takePointsNotices } from '@aidir/cms/accounts/points'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery } from '@/features/account/server/schemas'

/** GET /api/user/getNoticePoints (SPEC §3, §4): the awards not yet shown, [{ type, points }], each once. */
export async function GET(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => ok(await takePointsNotices(payload, Number(user.id))))
}
