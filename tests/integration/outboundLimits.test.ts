import { describe, expect, it } from 'vitest'
import * as googleStart from '@/app/api/auth/google/start/route'
import * as website from '@/app/api/tracker/website/route'
import { websiteRoute } from '@/features/tracker/routes'
import { googleStartRoute } from '@/features/account/server/routes'
import { call, newAddress, signedInUser } from './accountsApi'

/**
 * Operations that call out are limited by the route kit before any outbound work: past the
 * declared rule the caller gets the one 429 wording with Retry-After, and other callers do not.
 */
const rule = (limit: unknown) => limit as { max: number; windowSeconds: number }

describe('rate limits on outbound operations', () => {
  it('limits /api/tracker/website per user, not per site', async () => {
    const { max, windowSeconds } = rule(websiteRoute.outbound.limit)
    const alice = await signedInUser()
    const bob = await signedInUser()
    // An address the guard refuses: no request leaves, yet every call counts.
    const body = { url: 'http://127.0.0.1:9/' }
    for (let i = 0; i < max; i++) expect((await call(website.POST, { token: alice.token, body })).status).toBe(422)
    const refused = await call(website.POST, { token: alice.token, body })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ code: 429, message: 'Too many attempts, please try again later', data: null })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
    expect((await call(website.POST, { token: bob.token, body })).status).toBe(422)
  })

  it('limits the Google start per client address', async () => {
    const { max } = rule(googleStartRoute.outbound.limit)
    const ip = newAddress()
    for (let i = 0; i < max; i++) expect((await call(googleStart.GET, { ip })).status).not.toBe(429)
    const refused = await call(googleStart.GET, { ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await call(googleStart.GET, { ip: newAddress() })).status).not.toBe(429)
  })
})
