import { describe, expect, it } from 'vitest'
import * as googleStart from '@/app/api/auth/google/start/route'
import * as website from '@/app/api/tracker/website/route'
import { websiteRoute } from '@/features/tracker/routes'
import { googleStartRoute } from '@/features/account/server/routes'
import { verifySubmissionRoute } from '@/features/mcpSubmit/routes'
import { verifySubmissionHandler } from '@/features/mcpSubmit/handlers'
import { getT } from '@/i18n'
import { call, newAddress, signedInUser } from './accountsApi'

/**
 * Operations that call out are limited by the route kit before any outbound work: past the
 * declared rule the caller gets the one 429 wording with Retry-After, and other callers do not.
 * Where a route's refusals speak the caller's language (langType), so does its 429.
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

  it('answers the limit in the caller’s language on a route whose refusals speak it (MCP proof check)', async () => {
    const { max } = rule(verifySubmissionRoute.outbound.limit)
    const { token } = await signedInUser()
    const verify = verifySubmissionHandler()
    const id = '2147483000'
    const check = (langType: string) =>
      call((request) => verify(request, { params: Promise.resolve({ id }) }), { token, path: `/api/mcp/submissions/${id}/verify?langType=${langType}`, body: {} })
    // Counted before the handler looks for the submission (which does not exist).
    for (let i = 0; i < max; i++) expect((await check('en')).status).toBe(404)
    const languages = [['jp', 'ja'], ['zh_cn', 'zh'], ['zh_tw', 'zh-TW'], ['en', 'en']] as const
    const messages: string[] = []
    for (const [langType, locale] of languages) {
      const refused = await check(langType)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(refused.body).toEqual({ code: 429, message: (await getT(locale, 'mcpSubmit'))('errors.tooMany'), data: null })
      messages.push(refused.body.message)
    }
    expect(new Set(messages).size).toBe(4)
    expect(messages[0]).toBe('試行回数が多すぎます。しばらくしてから再度お試しください')
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
