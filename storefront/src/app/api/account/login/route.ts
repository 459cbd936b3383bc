import { accountLimits } from '@aidir/cms/accounts/accountLimits'
import { awardDailyPoints } from '@aidir/cms/accounts/points'
import { createSession } from '@aidir/cms/accounts/sessions'
import { exchangeTicket } from '@aidir/cms/accounts/ticketExchange'
import { env } from '@aidir/cms'
import { findOrCreateGoogleUser } from '@aidir/cms/accounts/google/googleAccount'
import { exchangeAndVerify, OidcError } from '@aidir/cms/accounts/google/oidc'
import { GOOGLE_STATE_COOKIE, openState } from '@aidir/cms/accounts/google/stateCookie'
import { GOOGLE_CONFIG_ERROR, googleSettings, readCookie } from '@/features/account/server/googleSettings'
import { clientAddress, limit } from '@/features/account/server/context'
import { fail, invalid, jsonBody, ok, queryOf, tooMany } from '@/features/account/server/envelope'
import { commonQuery, loginBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/**
 * POST /api/account/login (SPEC §3, §7): exchanges a one-time ticket (loginType 1), or a Google
 * authorization code (loginType 2, with the pending sign-in cookie), for a session token, once; the
 * first sign-in of a day earns the daily points. Sent without a token.
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
  const payload = await getPayload()
  if (body.data.loginType === 1) {
    // The limit's hit, ticket, session, expired sessions and the daily points in one statement (accounts/ticketExchange.ts).
    const [perAddress] = accountLimits('ticket', { ip: clientAddress(request) })
    const result = await exchangeTicket(payload, body.data.code, perAddress!)
    if (result.ok) return ok({ token: result.token })
    return result.reason === 'limited' ? tooMany(result.retryAfter) : fail(400, ticketErrors[result.reason])
  }
  const limited = await limit(payload, 'ticket', request)
  if (limited) return limited
  const settings = googleSettings()
  if (!settings) return fail(400, GOOGLE_CONFIG_ERROR)
  const pending = await openState(readCookie(request, GOOGLE_STATE_COOKIE), env().PAYLOAD_SECRET)
  if (!pending) return fail(400, 'Google sign-in expired, please try again')
  let userId: number
  try {
    userId = await findOrCreateGoogleUser(payload, await exchangeAndVerify(settings, { code: body.data.code, verifier: pending.verifier, nonce: pending.nonce }))
  } catch (error) {
    if (error instanceof OidcError) return fail(400, `login failed: ${error.message}`)
    throw error
  }
  const { token } = await createSession(payload, userId)
  await awardDailyPoints(payload, userId)
  const response = ok({ token })
  response.headers.append('Set-Cookie', `${GOOGLE_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
  return response
}
