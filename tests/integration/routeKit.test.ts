import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, defineRoute, reply } from '@/features/api/route'
import { resources } from '@/i18n'
import { signedInUser } from './accountsApi'

/**
 * The route kit on its own: what every /api handler gets without writing it — the session, the
 * checked query and body, the envelope, the error codes, Retry-After and Cache-Control by
 * declaration, and a 500 that says nothing of the fault.
 */
const query = z.object({ n: z.coerce.number({ error: 'n must be a number' }).int().min(1, { error: 'n must be at least 1' }) })
const body = z.object({ name: z.string({ error: 'name is required' }).min(1, { error: 'name is required' }) }, { error: 'A JSON body with name is required' })
const openapi = { summary: 'test', tags: ['test'] }

const echo = defineRoute({ method: 'POST', path: '/api/test/{id}', auth: 'required', query, body, cache: 'private, max-age=5', openapi }, async ({ user, query, body, params, locale }) => ({
  user: user.id,
  n: query.n,
  name: body.name,
  id: params.id,
  locale,
}))
const open = defineRoute({ method: 'GET', path: '/api/test/open', auth: 'optional', openapi }, async ({ user }) => ({ signedIn: user !== null }))
const strictJson = defineRoute({ method: 'POST', path: '/api/test/strict', auth: 'none', body, badJson: 'Form validation failed', openapi }, async () => null)
const refusing = defineRoute({ method: 'GET', path: '/api/test/refuse', auth: 'none', cache: 'public, max-age=60', openapi }, async ({ request }) => {
  const kind = new URL(request.url).searchParams.get('kind')
  if (kind === 'limit') throw new ApiError('tooMany', undefined, { retryAfter: 12.2 })
  if (kind === 'reason') throw new ApiError('forbidden', 'Not yours', { data: { reason: 'owner' } })
  if (kind === 'message') return reply({ done: true }, { message: 'Submitted successfully' })
  throw new Error('database password is hunter2')
})

// A route whose refusals speak the caller's language and that names no 429 key of its own.
const localized = { namespace: 'verification', loginFirst: 'phone.loginRequired', invalid: () => 'errors.invalidRequest' } as const
const limitedLocalized = defineRoute({ method: 'GET', path: '/api/test/limited', auth: 'none', localized, openapi }, async ({ request }) => {
  if (new URL(request.url).searchParams.get('own')) throw new ApiError('tooMany', 'Wait 30 seconds', { retryAfter: 30 })
  throw new ApiError('tooMany', undefined, { retryAfter: 4.5, data: { scope: 'address' } })
})

const post = (url: string, init: { token?: string; body?: string } = {}) =>
  new Request(`http://site.test${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) }, body: init.body })
const read = async (response: Response) => ({ status: response.status, cache: response.headers.get('cache-control'), retryAfter: response.headers.get('retry-after'), body: await response.json() })
const params = (id: string) => ({ params: Promise.resolve({ id }) })

describe('the route kit', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives the handler the user, the checked query and body, the route parameters and the locale', async () => {
    const { token } = await signedInUser()
    const answer = await read(await echo(post('/api/test/7?n=3&langType=jp', { token, body: JSON.stringify({ name: 'Ada' }) }), params('7')))
    expect(answer).toMatchObject({ status: 200, cache: 'private, max-age=5', body: { code: 0, message: 'ok', data: { n: 3, name: 'Ada', id: '7', locale: 'ja' } } })
    expect(answer.body.data.user).toEqual(expect.any(Number))
  })

  it('answers 401 before looking at the input, and 400 with the first message and the field after', async () => {
    expect(await read(await echo(post('/api/test/7?n=0', { body: '{' }), params('7')))).toEqual({ status: 401, cache: 'no-store', retryAfter: null, body: { code: 401, message: 'Please login first', data: null } })
    const { token } = await signedInUser()
    expect((await read(await echo(post('/api/test/7?n=0', { token, body: '{}' }), params('7')))).body).toEqual({ code: 400, message: 'n must be at least 1', data: { field: 'n' } })
    expect((await read(await echo(post('/api/test/7?n=1', { token, body: '{}' }), params('7')))).body).toEqual({ code: 400, message: 'name is required', data: { field: 'name' } })
    // Not JSON: the schema names what is missing, or the declared message; never a 500.
    expect(await read(await echo(post('/api/test/7?n=1', { token, body: '{not json' }), params('7')))).toMatchObject({ status: 400, body: { code: 400, message: 'A JSON body with name is required', data: { field: null } } })
    expect((await read(await strictJson(post('/api/test/strict', { body: 'nope' })))).body).toEqual({ code: 400, message: 'Form validation failed', data: null })
  })

  it('passes the user or null where sign-in is optional', async () => {
    const { token } = await signedInUser()
    expect((await read(await open(new Request('http://site.test/api/test/open')))).body.data).toEqual({ signedIn: false })
    expect((await read(await open(new Request('http://site.test/api/test/open', { headers: { authorization: `Bearer ${token}` } })))).body.data).toEqual({ signedIn: true })
    expect((await read(await open(new Request('http://site.test/api/test/open', { headers: { authorization: 'Bearer forged' } })))).body.data).toEqual({ signedIn: false })
  })

  it('answers refusals with their code, data and Retry-After, never cached; a custom success message', async () => {
    const at = (kind: string) => new Request(`http://site.test/api/test/refuse?kind=${kind}`)
    expect(await read(await refusing(at('limit')))).toEqual({ status: 429, cache: 'no-store', retryAfter: '13', body: { code: 429, message: 'Too many attempts, please try again later', data: null } })
    expect(await read(await refusing(at('reason')))).toMatchObject({ status: 403, body: { code: 403, message: 'Not yours', data: { reason: 'owner' } } })
    expect(await read(await refusing(at('message')))).toEqual({ status: 200, cache: 'public, max-age=60', retryAfter: null, body: { code: 0, message: 'Submitted successfully', data: { done: true } } })
  })

  it('answers a 429 in the caller’s language on a route whose refusals speak it; others keep the one English wording', async () => {
    for (const [langType, locale] of [['jp', 'ja'], ['zh_cn', 'zh'], ['zh_tw', 'zh-TW'], ['en', 'en']] as const) {
      const answer = await read(await limitedLocalized(new Request(`http://site.test/api/test/limited?langType=${langType}`)))
      expect(answer).toEqual({ status: 429, cache: 'no-store', retryAfter: '5', body: { code: 429, message: resources[locale].errors.api.tooMany, data: { scope: 'address' } } })
    }
    expect((await read(await limitedLocalized(new Request('http://site.test/api/test/limited?langType=zh_cn')))).body.message).toBe('尝试次数过多，请稍后再试')
    // A refusal that brings its own message (already in the caller's language) is left as it is.
    expect((await read(await limitedLocalized(new Request('http://site.test/api/test/limited?langType=jp&own=1')))).body.message).toBe('Wait 30 seconds')
    // A route that answers in English (its pages translate) keeps the English wording whatever the langType.
    expect((await read(await refusing(new Request('http://site.test/api/test/refuse?kind=limit&langType=jp')))).body.message).toBe('Too many attempts, please try again later')
  })

  it('logs an unknown fault and answers 500 without its details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await read(await refusing(new Request('http://site.test/api/test/refuse?kind=crash')))
    expect(answer).toEqual({ status: 500, cache: 'no-store', retryAfter: null, body: { code: 500, message: 'Request error', data: null } })
    expect(JSON.stringify(answer.body)).not.toContain('hunter2')
    expect(logged).toHaveBeenCalledWith('GET /api/test/refuse failed:', expect.objectContaining({ message: 'database password is hunter2' }))
  })
})
