import { withPeer } from '../../cms/src/lib/peerAddress'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'
import * as signin from '@/app/api/auth/signin/route'
import { call, newAddress } from './accountsApi'
import { payload, userWithRole as anyUser } from './helpers'

/**
 * The CMS's own REST sign-in (`POST /api/users/login`, as the admin form and any script call it)
 * obeys the storefront's protections: after 3 wrong passwords the puzzle is required (which this
 * endpoint cannot take, so it refuses with 429 and Retry-After, in the storefront's wording), the
 * per-address limit holds, and reset mails are limited.
 */
const password = 'correct horse battery staple'
// The helper's return type does not name the auth fields.
const userWithRole = async (role: 'customer') => (await anyUser(role)) as unknown as { email: string }

const rest = async (path: string, body: unknown, ip: string) => {
  const request = new Request(`http://cms.test/api/users/${path}`, {
    method: 'POST',
    headers: withPeer({ 'content-type': 'application/json', 'x-real-ip': ip }, '127.0.0.1'),
    body: JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config as never, request })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message?: string; errors?: { message: string }[] } }
}
const messageOf = (answer: { body: { message?: string; errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message ?? answer.body.message

describe('CMS sign-in over HTTP', () => {
  it('signs in with the right password, and refuses after 3 wrong ones like the storefront', async () => {
    const user = await userWithRole('customer')
    const ip = newAddress()
    expect((await rest('login', { email: user.email, password }, ip)).status).toBe(200)
    for (let i = 0; i < 3; i++) expect((await rest('login', { email: user.email, password: `wrong ${i}` }, ip)).status).toBe(401)
    // The fourth try, even with the right password: the puzzle is due, which only the storefront shows.
    const blocked = await rest('login', { email: user.email, password }, ip)
    expect(blocked.status).toBe(429)
    expect(messageOf(blocked)).toBe('Too many attempts, please try again later')
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0)
    // The storefront counts the same failures.
    expect((await call(signin.POST, { body: { email: user.email, password }, ip })).body).toMatchObject({ code: 403, data: { reason: 'puzzleRequired' } })
  })

  it('counts guesses on many accounts from one address (credential stuffing)', async () => {
    const ip = newAddress()
    for (let i = 0; i < 3; i++) expect((await rest('login', { email: `nobody-${i}-${Date.now()}@example.com`, password }, ip)).status).toBe(401)
    const user = await userWithRole('customer')
    expect((await rest('login', { email: user.email, password }, ip)).status).toBe(429)
  })

  it('limits reset mails asked for through the CMS', async () => {
    const user = await userWithRole('customer')
    const ip = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await rest('forgot-password', { email: user.email }, ip)).status)
    expect(statuses).toContain(429)
    expect(statuses.indexOf(429)).toBeGreaterThan(0)
  })

  it('leaves the storefront’s own Local API sign-in to the storefront’s checks', async () => {
    const user = await userWithRole('customer')
    for (let i = 0; i < 5; i++) await expect(payload.login({ collection: 'users', data: { email: user.email, password: 'wrong' } })).rejects.toThrow()
    expect((await payload.login({ collection: 'users', data: { email: user.email, password } })).token).toBeTruthy()
  })
})
