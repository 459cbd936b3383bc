import { revokeSession } from '@aidir/cms/accounts/sessions'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery } from '@/features/account/server/schemas'

/** GET /api/account/logout (SPEC §4): revokes the caller's session; the token stops working at once. */
export async function GET(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => ok(await revokeSession(payload, user)))
}
