import { pointsBalance } from '@aidir/cms/accounts'
import { exchangeTicket } from '@aidir/cms/accounts'
import { issueTicket } from '@aidir/cms/accounts'
import { describe, expect, it } from 'vitest'
import * as getUserData from '@/app/api/user/getUserData/route'
import { call, newEmail } from './accountsApi'
import { payload } from './helpers'
import { sql } from './verificationHelpers'

/**
 * The single-statement ticket exchange (accounts/ticketExchange.ts): ticket once, session row,
 * expired sessions dropped, daily points once per calendar day — under concurrency too.
 */
/** A per-test limit nobody reaches: the exchange always counts a hit. */
const roomy = () => ({ key: `test:ticket:${newEmail()}`, max: 1000, windowSeconds: 60 })

async function customer() {
  const user = await payload.create({ collection: 'users', data: { email: newEmail(), password: 'correct horse battery staple', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  return Number(user.id)
}

describe('ticket exchange', () => {
  it('gives every concurrent exchange of distinct tickets its own session, and the day’s points once', async () => {
    const userId = await customer()
    const day = new Date('2032-05-05T08:00:00Z')
    const tickets = await Promise.all(Array.from({ length: 6 }, () => issueTicket(payload, userId, day)))
    const limit = roomy()
    const results = await Promise.all(tickets.map((t) => exchangeTicket(payload, t, limit, day)))
    expect(results.every((r) => r.ok)).toBe(true)
    expect(results.filter((r) => r.ok && r.dailyAwarded)).toHaveLength(1)
    const sids = await sql(`SELECT id FROM users_sessions WHERE _parent_id = $1`, [userId])
    expect(sids).toHaveLength(6)
    expect(await pointsBalance(payload, userId)).toBe(20)
    // The token names a live session: the API accepts it.
    const token = (results[0] as { token: string }).token
    expect((await call(getUserData.GET, { token })).body.data).toMatchObject({ id: userId })
  })

  it('awards again on the next calendar day and drops expired sessions', async () => {
    const userId = await customer()
    const limit = roomy()
    const first = await exchangeTicket(payload, await issueTicket(payload, userId, new Date('2032-06-01T23:59:00Z')), limit, new Date('2032-06-01T23:59:00Z'))
    expect(first).toMatchObject({ ok: true, dailyAwarded: true })
    await sql(`UPDATE users_sessions SET expires_at = now() - interval '1 minute' WHERE _parent_id = $1`, [userId])
    const now = new Date()
    const second = await exchangeTicket(payload, await issueTicket(payload, userId, now), limit, now)
    expect(second).toMatchObject({ ok: true, dailyAwarded: true })
    expect(await sql(`SELECT id FROM users_sessions WHERE _parent_id = $1`, [userId])).toHaveLength(1)
    expect(await pointsBalance(payload, userId)).toBe(40)
  })

  it('says why a ticket is refused, and never consumes it twice', async () => {
    const userId = await customer()
    const ticket = await issueTicket(payload, userId)
    const limit = roomy()
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchangeTicket(payload, ticket, limit)))
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(answers.filter((a) => !a.ok).map((a) => (a as { reason: string }).reason)).toEqual(['used', 'used', 'used', 'used'])
    expect(await exchangeTicket(payload, 'nope', limit)).toEqual({ ok: false, reason: 'invalid' })
    const old = await issueTicket(payload, userId, new Date(Date.now() - 3_600_000))
    expect(await exchangeTicket(payload, old, limit)).toEqual({ ok: false, reason: 'expired' })
  })

  it('counts the caller’s hit in the same statement, and over the limit leaves the ticket unspent', async () => {
    const userId = await customer()
    const ticket = await issueTicket(payload, userId)
    const tight = { key: `test:ticket:${newEmail()}`, max: 2, windowSeconds: 60 }
    expect(await exchangeTicket(payload, 'wrong-1', tight)).toEqual({ ok: false, reason: 'invalid' })
    expect(await exchangeTicket(payload, 'wrong-2', tight)).toEqual({ ok: false, reason: 'invalid' })
    const refused = await exchangeTicket(payload, ticket, tight)
    expect(refused).toMatchObject({ ok: false, reason: 'limited' })
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(0)
    expect(await sql(`SELECT used_at FROM login_tickets WHERE user_id = $1 AND used_at IS NOT NULL`, [userId])).toHaveLength(0)
    // Another caller (another counter) still redeems it.
    expect(await exchangeTicket(payload, ticket, roomy())).toMatchObject({ ok: true, userId })
  })
})
