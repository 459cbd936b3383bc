import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import { createResilience } from '../../resilience'

/**
 * The OpenID Connect authorization-code flow with PKCE against Google (or any OpenID provider):
 * discovery, the consent URL of SPEC §7, the code exchange at the token endpoint and the ID token
 * check (signature from the provider's JWKS, issuer, audience, expiry, nonce).
 */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; redirectUri: string }
type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string }
type Provider = { discovery: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }

export class OidcError extends Error {}

/** The provider failed (5xx) rather than refused: worth asking again, and a sign it may be down. */
class ProviderUnwell extends OidcError {}

/** Network errors, timeouts and 5xx; not a refusal of this request. */
const transient = (err: unknown) => !(err instanceof OidcError) || err instanceof ProviderUnwell

/**
 * Discovery is a plain GET: retried on network errors, timeouts and 5xx. The code exchange is
 * not: an authorization code is good for one exchange, so a second try after a lost answer could
 * only be refused; it gets the timeout and a circuit breaker (a provider that is down fails
 * sign-ins at once instead of holding each for ten seconds).
 */
const discoveryCalls = createResilience({ name: 'openid discovery', timeoutMs: 10_000, retry: { maxRetries: 2, baseMs: 250, maxMs: 2_000, retryable: transient } })
const tokenCalls = createResilience({ name: 'openid token endpoint', timeoutMs: 10_000, breaker: { failures: 5, cooldownMs: 30_000, counts: transient } })

const providers = new Map<string, Promise<Provider>>()

async function provider(issuer: string): Promise<Provider> {
  let found = providers.get(issuer)
  if (!found) {
    found = (async () => {
      const discovery = await discoveryCalls.execute(async (signal) => {
        const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal })
        if (res.status >= 500) throw new ProviderUnwell(`discovery failed: HTTP ${res.status}`)
        if (!res.ok) throw new OidcError(`discovery failed: HTTP ${res.status}`)
        return (await res.json()) as Discovery
      })
      return { discovery, jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)) }
    })()
    providers.set(issuer, found)
    // A failed discovery is retried next time instead of being remembered.
    found.catch(() => providers.delete(issuer))
  }
  return found
}

const b64url = (buf: Buffer) => buf.toString('base64url')

/** Fresh state, nonce and PKCE verifier for one sign-in. */
export function newSecrets() {
  const verifier = b64url(randomBytes(32))
  return { state: b64url(randomBytes(16)), nonce: b64url(randomBytes(16)), verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) }
}

/** The consent page: client id, redirect uri, response type code, scope 'openid email profile', offline access, prompt select_account. */
export async function authorizationUrl(settings: OidcSettings, secrets: { state: string; nonce: string; challenge: string }): Promise<string> {
  const { discovery } = await provider(settings.issuer)
  const url = new URL(discovery.authorization_endpoint)
  const params = {
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    access_type: 'offline',
    prompt: 'select_account',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: secrets.challenge,
    code_challenge_method: 'S256',
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

export type VerifiedIdentity = { subject: string; email: string; name: string | null }

/** Exchanges the code (with the PKCE verifier) and verifies the ID token it returns. */
export async function exchangeAndVerify(settings: OidcSettings, input: { code: string; verifier: string; nonce: string }): Promise<VerifiedIdentity> {
  const { discovery, jwks } = await provider(settings.issuer)
  const body = await tokenCalls.execute(async (signal) => {
    const res = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: input.code, redirect_uri: settings.redirectUri, code_verifier: input.verifier }),
      signal,
    })
    const body = (await res.json().catch(() => ({}))) as { id_token?: string; error?: string; error_description?: string }
    const failure = !res.ok && `token endpoint: ${body.error ?? `HTTP ${res.status}`}${body.error_description ? ` (${body.error_description})` : ''}`
    if (failure && res.status >= 500) throw new ProviderUnwell(failure)
    if (failure) throw new OidcError(failure)
    return body
  })
  if (!body.id_token) throw new OidcError('token endpoint: no id_token')
  let claims: JWTPayload & { nonce?: string; email?: string; email_verified?: boolean | string; name?: string }
  try {
    // Google's tokens name the issuer with or without the scheme.
    const issuers = [discovery.issuer, discovery.issuer.replace(/^https:\/\//, '')]
    claims = (await jwtVerify(body.id_token, jwks, { issuer: issuers, audience: settings.clientId, clockTolerance: 30 })).payload
  } catch (error) {
    throw new OidcError(`id token: ${(error as Error).message}`)
  }
  if (claims.nonce !== input.nonce) throw new OidcError('id token: nonce mismatch')
  if (!claims.email || !(claims.email_verified === true || claims.email_verified === 'true')) throw new OidcError('id token: no verified email')
  return { subject: String(claims.sub), email: claims.email.toLowerCase(), name: claims.name ?? null }
}
