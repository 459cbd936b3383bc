import Provider from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOrCreateGoogleUser } from '@aidir/cms/accounts'
import { authorizationUrl, exchangeAndVerify, newSecrets, type OidcSettings } from '@aidir/cms/accounts'
import { openState, sealState } from '@aidir/cms/accounts'
import { freePort } from '@aidir/cms/db'
import { payload } from './helpers'

/**
 * Google sign-in (loginType 2) against oidc-provider, a certified OpenID Provider standing in for
 * Google: the consent URL, the code exchange with PKCE and a real signed ID token checked against
 * the provider's JWKS (issuer, audience, nonce).
 */
const redirectUri = 'http://127.0.0.1:3000/auth/google/callback'
const accounts: Record<string, { email: string; email_verified: boolean; name: string }> = {
  ada: { email: 'ada.google@example.com', email_verified: true, name: 'Ada G' },
  unverified: { email: 'nobody@example.com', email_verified: false, name: 'No Body' },
}

describe('Google sign-in against an OpenID provider', () => {
  let server: { close(): void }
  let settings: OidcSettings

  beforeAll(async () => {
    const port = await freePort()
    const issuer = `http://127.0.0.1:${port}`
    const provider = new Provider(issuer, {
      clients: [{ client_id: 'client-1', client_secret: 'secret-1', redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id, ...accounts[id] }) }),
      pkce: { required: () => true },
      // Like Google, put the email and profile claims in the ID token itself.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true } },
    } as never)
    provider.on('server_error', (_ctx: unknown, error: Error) => console.error('provider error', error))
    server = provider.listen(port, '127.0.0.1')
    settings = { issuer, clientId: 'client-1', clientSecret: 'secret-1', redirectUri }
  })
  afterAll(() => {
    server?.close()
  })

  /** Plays the visitor in the provider's (development) login and consent pages; returns the redirect. */
  async function consent(url: string, account: string): Promise<URL> {
    // Google's account chooser (prompt=select_account) has no counterpart in the stand-in.
    const start = new URL(url)
    start.searchParams.delete('prompt')
    url = start.toString()
    const jar = new Map<string, string>()
    const send = async (target: string, init: RequestInit = {}) => {
      const res = await fetch(target, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';')
        const eq = pair!.indexOf('=')
        jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
      }
      return res
    }
    let next = url
    for (let step = 0; step < 12; step++) {
      if (next.startsWith(redirectUri)) return new URL(next)
      const res = await send(next)
      const location = res.headers.get('location')
      if (location) {
        next = new URL(location, next).toString()
        continue
      }
      const html = await res.text()
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1]
      const action = /action="([^"]+)"/.exec(html)?.[1]
      if (!prompt || !action) throw new Error(`unexpected page: ${html.slice(0, 300)}`)
      const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login: account, password: 'x' } : {}) })
      const posted = await send(new URL(action, next).toString(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
      next = new URL(posted.headers.get('location')!, next).toString()
    }
    throw new Error('no redirect back')
  }

  it('builds the consent URL of SPEC §7, exchanges the code with PKCE and verifies the ID token', async () => {
    const secrets = newSecrets()
    const url = new URL(await authorizationUrl(settings, secrets))
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'offline',
      prompt: 'select_account',
      state: secrets.state,
      code_challenge_method: 'S256',
    })
    const back = await consent(url.toString(), 'ada')
    expect(back.searchParams.get('state')).toBe(secrets.state)
    const identity = await exchangeAndVerify(settings, { code: back.searchParams.get('code')!, verifier: secrets.verifier, nonce: secrets.nonce })
    expect(identity).toEqual({ subject: 'ada', email: 'ada.google@example.com', name: 'Ada G' })

    const userId = await findOrCreateGoogleUser(payload, identity)
    expect(await findOrCreateGoogleUser(payload, identity)).toBe(userId)
  })

  it('refuses a wrong PKCE verifier, a reused code, a wrong nonce and an unverified email', async () => {
    const s1 = newSecrets()
    const code1 = (await consent(await authorizationUrl(settings, s1), 'ada')).searchParams.get('code')!
    await expect(exchangeAndVerify(settings, { code: code1, verifier: newSecrets().verifier, nonce: s1.nonce })).rejects.toThrow(/invalid_grant/)

    const s2 = newSecrets()
    const code2 = (await consent(await authorizationUrl(settings, s2), 'ada')).searchParams.get('code')!
    await expect(exchangeAndVerify(settings, { code: code2, verifier: s2.verifier, nonce: 'other' })).rejects.toThrow(/nonce mismatch/)
    await expect(exchangeAndVerify(settings, { code: code2, verifier: s2.verifier, nonce: s2.nonce })).rejects.toThrow(/invalid_grant/)

    const s3 = newSecrets()
    const code3 = (await consent(await authorizationUrl(settings, s3), 'unverified')).searchParams.get('code')!
    await expect(exchangeAndVerify(settings, { code: code3, verifier: s3.verifier, nonce: s3.nonce })).rejects.toThrow(/no verified email/)
  })

  it('refuses an ID token for another audience', async () => {
    const s = newSecrets()
    const code = (await consent(await authorizationUrl(settings, s), 'ada')).searchParams.get('code')!
    // The provider authenticates the client, so a wrong client is refused at the token endpoint.
    await expect(exchangeAndVerify({ ...settings, clientSecret: 'wrong' }, { code, verifier: s.verifier, nonce: s.nonce })).rejects.toThrow(/invalid_client/)
  })

  it('keeps the pending sign-in in a signed cookie that cannot be forged', async () => {
    const sealed = await sealState({ state: 's', nonce: 'n', verifier: 'v' }, 'secret-0123456789abcdef')
    expect(await openState(sealed, 'secret-0123456789abcdef')).toEqual({ state: 's', nonce: 'n', verifier: 'v' })
    expect(await openState(sealed, 'another-secret-0123456789')).toBeNull()
    expect(await openState('garbage', 'secret-0123456789abcdef')).toBeNull()
  })
})
