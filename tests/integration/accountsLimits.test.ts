import { withPeer } from '../../cms/src/lib/peerAddress'
import { env } from '@aidir/cms'
import { accountKey } from '@aidir/cms/accounts'
import { describe, expect, it } from 'vitest'
import * as login from '@/app/api/account/login/route'
import * as forgot from '@/app/api/auth/forgot/route'
import * as register from '@/app/api/auth/register/route'
import * as reset from '@/app/api/auth/reset/route'
import * as signin from '@/app/api/auth/signin/route'
import * as verify from '@/app/api/auth/verify/route'
import { call, newAddress, newEmail } from './accountsApi'
import { sql } from './verificationHelpers'

/**
 * Request limits of the sign-in service (issue 4 "Bad input and abuse"): per client address and
 * per account, 429 with Retry-After and the envelope, counted in PostgreSQL so every instance
 * shares them. (The puzzle and SMS limits are covered by slidePuzzle.test.ts and phoneBinding.test.ts.)
 */
const password = 'correct horse battery staple'
const max = () => env().RATE_LIMIT_PER_MINUTE
type Answer = Awaited<ReturnType<typeof call>>

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(429)
  expect(answer.body).toMatchObject({ code: 429, message: 'Too many attempts, please try again later' })
  const wait = Number(answer.headers.get('retry-after'))
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(60)
}

/** `max` attempts pass the limiter (whatever else they answer), the next one is refused. */
async function exhaust(attempt: (i: number) => Promise<Answer>) {
  for (let i = 0; i < max(); i++) expect((await attempt(i)).status, `attempt ${i + 1}`).not.toBe(429)
  expectRefused(await attempt(max()))
}

describe('per client address', () => {
  it('limits sign-in', async () => {
    const ip = newAddress()
    await exhaust(() => call(signin.POST, { body: { email: newEmail(), password }, ip }))
    // Another address is not affected.
    expect((await call(signin.POST, { body: { email: newEmail(), password }, ip: newAddress() })).status).toBe(401)
  })

  it('limits registration', async () => {
    const ip = newAddress()
    await exhaust(() => call(register.POST, { body: { email: newEmail(), password }, ip }))
  })

  it('limits the ticket exchange', async () => {
    const ip = newAddress()
    await exhaust(() => call(login.POST, { body: { code: 'no-such-ticket', loginType: 1 }, ip }))
  })

  it('limits the mailed-link endpoints (verify, forgot, reset)', async () => {
    const ip = newAddress()
    await exhaust(() => call(verify.POST, { body: { token: 'x'.repeat(20) }, ip }))
    await exhaust(() => call(reset.POST, { body: { token: 'x'.repeat(20), password }, ip }))
    await exhaust(() => call(forgot.POST, { body: { email: newEmail() }, ip }))
  })

  it('reads the address as our proxy saw it, not what the client claims', async () => {
    const ip = newAddress()
    // A client cannot dodge the limit by inventing X-Forwarded-For hops: the last one (our proxy's) counts.
    let i = 0
    await exhaust(async () => {
      const request = new Request('http://127.0.0.1:3000/api/account/login', {
        method: 'POST',
        headers: withPeer({ 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i++ % 250}, ${ip}` }, '127.0.0.1'),
        body: JSON.stringify({ code: 'no-such-ticket', loginType: 1 }),
      })
      const response = await login.POST(request)
      return { status: response.status, headers: response.headers, body: await response.json() }
    })
  })
})

describe('per account', () => {
  it('limits sign-in of one account from many addresses', async () => {
    const email = newEmail()
    await exhaust(() => call(signin.POST, { body: { email, password }, ip: newAddress() }))
    // The same address with another account still gets through.
    expect((await call(signin.POST, { body: { email: newEmail(), password }, ip: newAddress() })).status).not.toBe(429)
  })

  it('limits registration and reset requests of one address from many clients', async () => {
    const email = newEmail()
    await exhaust(() => call(register.POST, { body: { email, password }, ip: newAddress() }))
    const other = newEmail()
    await exhaust(() => call(forgot.POST, { body: { email: other }, ip: newAddress() }))
  })

  it('counts an address however it is written (case, spaces)', async () => {
    const email = newEmail()
    await exhaust((i) => call(signin.POST, { body: { email: i % 2 ? email.toUpperCase() : email, password }, ip: newAddress() }))
  })
})

describe('shared by every instance', () => {
  it('keeps the counters in PostgreSQL, where hits from another process count too', async () => {
    const ip = newAddress()
    expect((await call(login.POST, { body: { code: 'no-such-ticket', loginType: 1 }, ip })).status).toBe(400)
    const [row] = await sql(`SELECT hits FROM rate_limit_counters WHERE key = $1`, [`account:ticket:ip:${ip}`])
    expect(row).toEqual({ hits: 1 })
    // Another storefront instance counted the rest of the window's attempts.
    await sql(`UPDATE rate_limit_counters SET hits = $2 WHERE key = $1`, [`account:ticket:ip:${ip}`, max()])
    expectRefused(await call(login.POST, { body: { code: 'no-such-ticket', loginType: 1 }, ip }))
  })

  it('stores accounts as hashes, never the address itself', async () => {
    const email = newEmail()
    await call(signin.POST, { body: { email, password }, ip: newAddress() })
    const rows = await sql(`SELECT key FROM rate_limit_counters WHERE key LIKE 'account:signin:acct:%' AND key LIKE $1`, [`%${accountKey(email)}`])
    expect(rows).toHaveLength(1)
    expect((await sql(`SELECT count(*)::int AS n FROM rate_limit_counters WHERE key LIKE $1`, [`%${email}%`]))[0].n).toBe(0)
  })

  it('starts a new window once the old one has passed', async () => {
    const ip = newAddress()
    await sql(`INSERT INTO rate_limit_counters (key, window_start, hits) VALUES ($1, now() - interval '61 seconds', $2)`, [`account:ticket:ip:${ip}`, max() + 5])
    expect((await call(login.POST, { body: { code: 'no-such-ticket', loginType: 1 }, ip })).status).toBe(400)
  })
})
