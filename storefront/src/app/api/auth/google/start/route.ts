import { env } from '@aidir/cms'
import { authorizationUrl, newSecrets } from '@aidir/cms/accounts'
import { GOOGLE_STATE_COOKIE, GOOGLE_STATE_TTL_SECONDS, sealState } from '@aidir/cms/accounts'
import { GOOGLE_CONFIG_ERROR, googleSettings } from '@/features/account/server/googleSettings'
import { googleStartRoute } from '@/features/account/server/routes'
import { ApiError, defineRoute, reply, methodsNotAllowed } from '@/features/api/route'

/**
 * GET /api/auth/google/start: the consent page address for the popup (SPEC §7), with a fresh
 * state, nonce and PKCE challenge; their secrets go into an httpOnly cookie for the callback and
 * the exchange.
 */
export const GET = defineRoute(googleStartRoute, async () => {
  const settings = googleSettings()
  if (!settings) throw new ApiError('badRequest', GOOGLE_CONFIG_ERROR)
  const secrets = newSecrets()
  let url: string
  try {
    url = await authorizationUrl(settings, secrets)
  } catch {
    throw new ApiError('badGateway', 'Google sign-in is unavailable, please try again later')
  }
  const sealed = await sealState({ state: secrets.state, nonce: secrets.nonce, verifier: secrets.verifier }, env().PAYLOAD_SECRET)
  const secure = settings.redirectUri.startsWith('https:') ? '; Secure' : ''
  return reply({ url }, { headers: { 'Set-Cookie': `${GOOGLE_STATE_COOKIE}=${sealed}; Path=/; Max-Age=${GOOGLE_STATE_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}` } })
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
