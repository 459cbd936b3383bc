import { awardDailyPoints } from '@aidir/cms/accounts/points'
import { createSession } from '@aidir/cms/accounts/sessions'
import { redeemTicket } from '@aidir/cms/accounts/tickets'
import { clientAddress, limit } from '@/features/account/server/context'
import { fail, invalid, jsonBody, ok, queryOf } from '@/features/account/server/envelope'
import { commonQuery, loginBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/**
 * POST /api/account/login (SPEC §3, §7): exchanges a one-time ticket (loginType 1) for a session
 * token, once; the first sign-in of a day earns the daily points. Sent without a token.
 */
const ticketErrors = {
  invalid: 'Invalid login ticket',
  expired: 'Login ticket expired, please sign in again',
  used: 'Login ticket already used, please sign in again',
} as const

export async function POST(request: Request) {
  const query = commonQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  const body = loginBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const limited = limit('ticket', [clientAddress(request)])
  if (limited) return limited
  if (body.data.loginType === 2) {
    // Google sign-in is not configured in this build (SPEC §5 message).
    return fail(400, 'Google login config incorrect, check Client ID')
  }
  const payload = await getPayload()
  const result = await redeemTicket(payload, body.data.code)
  if (!result.ok) return fail(400, ticketErrors[result.reason])
  const { token } = await createSession(payload, result.userId)
  await awardDailyPoints(payload, result.userId)
  return ok({ token })
}
