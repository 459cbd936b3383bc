import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'

/**
 * The OpenID Connect authorization-code flow with PKCE against Google (or any OpenID provider):
 * discovery, the consent URL of SPEC §7, the code exchange at the token endpoint and the ID token
 * check (signature from the provider's JWKS, issuer, audience, expiry, nonce).
 */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; redirectUri: string }
type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string }
type Provider = { discovery: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }

export class OidcError extends Error {}

const providers = new Map<string, Promise<Provider>>()

async function provider(issuer: string): Promise<Provider> {
  let found = providers.get(issuer)
  if (!found) {
    found = (async () => {
      const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new OidcError(`discovery failed: HTTP ${res.status}`)
      const discovery = (await res.json()) as Discovery
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
  const res = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: input.code, redirect_uri: settings.redirectUri, code_verifier: input.verifier }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await res.json().catch(() => ({}))) as { id_token?: string; error?: string; error_description?: string }
  if (!res.ok) throw new OidcError(`token endpoint: ${body.error ?? `HTTP ${res.status}`}${body.error_description ? ` (${body.error_description})` : ''}`)
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
