import { accountLimits } from '@aidir/cms/accounts'
import { awardDailyPoints } from '@aidir/cms/accounts'
import { createSession } from '@aidir/cms/accounts'
import { exchangeTicket } from '@aidir/cms/accounts'
import { env } from '@aidir/cms'
import { findOrCreateGoogleUser } from '@aidir/cms/accounts'
import { exchangeAndVerify } from '@aidir/cms/accounts'
import { GOOGLE_STATE_COOKIE, openState } from '@aidir/cms/accounts'
import { GOOGLE_CONFIG_ERROR, googleSettings, readCookie } from '@/features/account/server/googleSettings'
import { clientAddress, limit } from '@/features/account/server/context'
import { loginRoute } from '@/features/account/server/routes'
import { ApiError, defineRoute, reply, methodsNotAllowed } from '@/features/api/route'

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

export const POST = defineRoute(loginRoute, async ({ request, payload, body }) => {
  if (body.loginType === 1) {
    // The limit's hit, ticket, session, expired sessions and the daily points in one statement (accounts/ticketExchange.ts).
    const [perAddress] = accountLimits('ticket', { ip: clientAddress(request) })
    const result = await exchangeTicket(payload, body.code, perAddress!)
    if (result.ok) return { token: result.token }
    if (result.reason === 'limited') throw new ApiError('tooMany', undefined, { retryAfter: result.retryAfter })
    throw new ApiError('badRequest', ticketErrors[result.reason])
  }
  await limit(payload, 'ticket', request)
  const settings = googleSettings()
  if (!settings) throw new ApiError('badRequest', GOOGLE_CONFIG_ERROR)
  const pending = await openState(readCookie(request, GOOGLE_STATE_COOKIE), env().PAYLOAD_SECRET)
  if (!pending) throw new ApiError('badRequest', 'Google sign-in expired, please try again')
  // An OidcError becomes 400 'login failed: …' (features/api/route/domainErrors.ts).
  const userId = await findOrCreateGoogleUser(payload, await exchangeAndVerify(settings, { code: body.code, verifier: pending.verifier, nonce: pending.nonce }))
  const { token } = await createSession(payload, userId)
  await awardDailyPoints(payload, userId)
  return reply({ token }, { headers: { 'Set-Cookie': `${GOOGLE_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } })
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
