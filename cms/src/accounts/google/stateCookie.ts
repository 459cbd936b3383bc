import { jwtVerify, SignJWT } from 'jose'

/**
 * The state, nonce and PKCE verifier of a sign-in in progress, kept in an httpOnly cookie signed
 * with the site's secret (5 minutes, the popup's timeout): the server checks the state on the
 * callback and uses the verifier and nonce at the exchange, with nothing stored server-side.
 */
export const GOOGLE_STATE_COOKIE = 'google_oidc'
export const GOOGLE_STATE_TTL_SECONDS = 300

export type PendingSignIn = { state: string; nonce: string; verifier: string }

const key = (secret: string) => new TextEncoder().encode(`google-state:${secret}`)

export function sealState(pending: PendingSignIn, secret: string): Promise<string> {
  return new SignJWT(pending).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(`${GOOGLE_STATE_TTL_SECONDS}s`).sign(key(secret))
}

export async function openState(value: string | undefined, secret: string): Promise<PendingSignIn | null> {
  if (!value) return null
  try {
    const { payload } = await jwtVerify(value, key(secret), { algorithms: ['HS256'] })
    const { state, nonce, verifier } = payload as Partial<PendingSignIn>
    return typeof state === 'string' && typeof nonce === 'string' && typeof verifier === 'string' ? { state, nonce, verifier } : null
  } catch {
    return null
  }
}
