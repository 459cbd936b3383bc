import { withPeer } from '../../cms/src/lib/peerAddress'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'
import { checkedGraphql } from '../../cms/src/apiInput/graphqlRequest'
import * as leads from '@/app/api/geo/leads/route'
import * as geoChecks from '@/app/api/geo/checks/route'
import * as tracker from '@/app/api/tracker/route'
import * as updateUserData from '@/app/api/user/updateUserData/route'
import * as signin from '@/app/api/auth/signin/route'
import { call, newAddress, signedInUser } from './accountsApi'
import { payload, userWithRole } from './helpers'

/**
 * The examples of issue 14's "5xx answers from bad input", each now a 4xx with a message: NUL and
 * lone surrogates in storefront texts, and on the CMS REST API ids out of range, bad `where`
 * operators and values, a negative page, a body that is not an object, a wrong type in a select
 * field and unparsable or self-spreading GraphQL documents; and the CMS's 429 in the storefront's
 * wording with Retry-After.
 */
const UNSAFE = 'Text must not contain NUL characters or unpaired surrogates'
const TOO_MANY = 'Too many attempts, please try again later'
const password = 'correct horse battery staple'

type CmsAnswer = { status: number; retryAfter: string | null; body: { message?: string; errors?: { message: string; data?: unknown; extensions?: { statusCode?: number } }[]; data?: unknown } }

async function cms(method: string, path: string, options: { body?: string; token?: string; ip?: string } = {}): Promise<CmsAnswer> {
  const headers = withPeer({ 'content-type': 'application/json', 'x-real-ip': options.ip ?? newAddress() }, '127.0.0.1')
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request(`http://127.0.0.1:3001${path}`, { method, headers, body: options.body })
  const response = path === '/api/graphql' ? await graphql(request) : await handleEndpoints({ config: payload.config as never, request })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
}
const graphql = checkedGraphql(GRAPHQL_POST(Promise.resolve(payload.config) as never))
const messageOf = (answer: CmsAnswer) => answer.body.errors?.[0]?.message ?? answer.body.message

async function tokenOf(role: 'admin' | 'customer') {
  const user = (await userWithRole(role)) as unknown as { id: number; email: string }
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  return { id: user.id, email: user.email, token: token! }
}

describe('texts the database cannot store, on the storefront', () => {
  it.each([
    ['a NUL', 'Ada\u0000Lovelace'],
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
  ])('refuses %s in the profile name, the GEO question, the lead fields and the brand name, naming the field', async (_, text) => {
    const { token, ip } = await signedInUser()
    const profile = await call(updateUserData.POST, { body: { name: text }, token, ip })
    expect(profile).toMatchObject({ status: 400, body: { code: 400, message: UNSAFE, data: { field: 'name' } } })
    const check = await call(geoChecks.POST, { body: { question: `Best ${text} tools?`, hitTerms: ['Ada'], platforms: ['deepseek'] }, token, ip })
    expect(check).toMatchObject({ status: 400, body: { code: 400, message: UNSAFE, data: { field: 'question' } } })
    const lead = await call(leads.POST, { body: { name: 'Ada', company: text, email: 'ada@example.com', phone: '+44 20 7946 0000', requirements: 'More answers' }, token, ip })
    expect(lead).toMatchObject({ status: 400, body: { code: 400, message: UNSAFE, data: { field: 'company' } } })
    const brand = await call(tracker.POST, { body: { brandName: text, description: 'A brand that makes analytical engines.', tags: ['engines', 'maths'], topics: ['computing'] }, token, ip })
    expect(brand).toMatchObject({ status: 400, body: { code: 400, message: UNSAFE, data: { field: 'brandName' } } })
    // Nested, and in the query too.
    const nested = await call(tracker.POST, { body: { brandName: 'Ada', description: 'A brand that makes analytical engines.', tags: ['engines', text], topics: ['computing'] }, token, ip })
    expect(nested.body).toMatchObject({ code: 400, message: UNSAFE, data: { field: 'tags.1' } })
    const inQuery = await call(updateUserData.POST, { path: `/api/user/updateUserData?t=${encodeURIComponent('1\u0000')}`, body: { name: 'Ada' }, token, ip })
    expect(inQuery.body).toMatchObject({ code: 400, message: UNSAFE, data: { field: 't' } })
  })

  it('still takes text with characters outside the basic plane (a paired surrogate)', async () => {
    const { token, ip } = await signedInUser()
    const answer = await call(updateUserData.POST, { body: { name: 'Ada 😀' }, token, ip })
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { name: 'Ada 😀' } } })
  })
})

describe('the CMS REST API under bad input', () => {
  it.each(['abc', '2147483648', '1.5', '-1', '0', '%00'])('answers 400 for the id %s, reading, changing or deleting', async (id) => {
    const { token } = await tokenOf('admin')
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const answer = await cms(method, `/api/products/${id}`, { token, body: method === 'PATCH' ? '{"name":"x"}' : undefined })
      expect(answer.status, `${method} ${id}`).toBe(400)
      expect(messageOf(answer)).toBe('The id must be a whole number from 1 to 2147483647')
    }
  })

  it('answers 400 for where operators and values the database cannot take', async () => {
    const cases: [string, string][] = [
      ['where[id][near]=1,2', 'The operator "near" cannot be used here'],
      ['where[name][within]=x', 'The operator "within" cannot be used here'],
      ['where[id][in]=a,b', 'A value in the request does not fit the field it is written to or compared with'],
      ['where[category][equals]=abc', 'A value in the request does not fit the field it is written to or compared with'],
      ['where[id][greater_than]=1e999', 'A value in the request does not fit the field it is written to or compared with'],
      ['where[name][like]=%00', `${UNSAFE} (where.name.like)`],
      ['where[or]=x', 'where must be an object of fields and operators'],
      ['page=-1', 'page must be a whole number from 1 to 2147483647'],
      ['page=1.5', 'page must be a whole number from 1 to 2147483647'],
      ['limit=-1', 'limit must be a whole number from 0 to 1000000'],
    ]
    for (const [query, message] of cases) {
      const answer = await cms('GET', `/api/products?${query}`)
      expect({ query, status: answer.status, message: messageOf(answer) }).toEqual({ query, status: 400, message })
    }
  })

  it('answers 400 for a body that is not an object, a wrong type in a select field and text with NUL', async () => {
    const { token } = await tokenOf('admin')
    for (const body of ['"x"', '[1]', 'null', '7']) {
      const answer = await cms('POST', '/api/products', { token, body })
      expect({ body, status: answer.status, message: messageOf(answer) }).toEqual({ body, status: 400, message: 'The request body must be a JSON object' })
    }
    expect((await cms('POST', '/api/products', { token, body: '{' })).status).toBe(400)
    const category = (await payload.find({ collection: 'categories', limit: 1, overrideAccess: true })).docs[0]!.id
    const product = { key: `bad-input-${Date.now()}`, name: 'Bad input', url: 'https://example.com', category, contentLanguage: 'en', pricingModel: 'freemium', tagline: 't', description: 'd' }
    const wrongType = await cms('POST', '/api/products', { token, body: JSON.stringify({ ...product, type: 123 }) })
    expect(wrongType.status).toBe(400)
    expect(messageOf(wrongType)).toBeTruthy()
    const nul = await cms('POST', '/api/products', { token, body: JSON.stringify({ ...product, type: 'paid', name: 'Bad\u0000input' }) })
    expect(nul.status).toBe(400)
    expect(nul.body.errors?.[0]?.data).toMatchObject({ errors: [{ message: UNSAFE, path: 'name' }] })
    const surrogate = await cms('POST', '/api/products', { token, body: JSON.stringify({ ...product, type: 'paid', tagline: 'Bad\ud800' }) })
    expect(surrogate.body.errors?.[0]?.data).toMatchObject({ errors: [{ message: UNSAFE, path: 'tagline' }] })
  })

  it('lets an owner’s text with NUL be refused on their own account too', async () => {
    const { id, token } = await tokenOf('customer')
    const answer = await cms('PATCH', `/api/users/${id}`, { token, body: JSON.stringify({ name: 'a\u0000b' }) })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.data).toMatchObject({ errors: [{ message: UNSAFE, path: 'name' }] })
  })

  it('answers 404, not 500, for what does not exist', async () => {
    const { token } = await tokenOf('admin')
    // Versions of a collection that keeps none; a file not on disk; a preference never saved.
    expect((await cms('GET', '/api/categories/versions/1', { token })).status).toBe(404)
    expect((await cms('GET', '/api/media/file/no-such-file.png', { token })).status).toBe(404)
    expect((await cms('DELETE', '/api/payload-preferences/never-saved', { token })).status).toBe(404)
    // A favourite of an item that does not exist is refused, whoever may create favourites.
    const favourite = await cms('POST', '/api/favorites', { token, body: JSON.stringify({ item: { relationTo: 'products', value: 2_000_000_000 } }) })
    expect(favourite.status).toBeGreaterThanOrEqual(400)
    expect(favourite.status).toBeLessThan(500)
    expect(messageOf(favourite)).toBeTruthy()
  })
})

describe('the CMS GraphQL API under bad input', () => {
  it.each([
    ['a body that is not JSON', '{', 'The request body must be a JSON object { query, variables?, operationName? }'],
    ['a body that is an array', '[1]', 'The request body must be a JSON object { query, variables?, operationName? }'],
    ['a query that is not a string', '{"query":1}', 'query must be a GraphQL document (a string)'],
    ['a document that does not parse', JSON.stringify({ query: '{' }), 'Syntax Error: Expected Name, found <EOF>.'],
    ['a fragment spreading itself', JSON.stringify({ query: 'query { ...A } fragment A on Query { ...A }' }), 'Cannot spread fragment "A" within itself.'],
    ['fragments spreading each other', JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }), 'Cannot spread fragment "A" within itself via "B".'],
    ['a NUL in a string', JSON.stringify({ query: '{ Products(where: { name: { like: "\\u0000" } }) { docs { id } } }' }), UNSAFE],
    ['a NUL in a variable', JSON.stringify({ query: '{ __typename }', variables: { name: 'a\u0000' } }), `${UNSAFE} (variables.name)`],
    // graphql-js spells it "more that".
    ['a document too long to parse', JSON.stringify({ query: `{ ${'a '.repeat(30_000)}}` }), /^Syntax Error: Document contains more th\w+ 20000 tokens/],
  ])('answers 400 with a message for %s', async (_, body, message) => {
    const answer = await cms('POST', '/api/graphql', { body })
    expect(answer.status).toBe(400)
    expect(messageOf(answer)).toMatch(message)
  })

  it('answers bad arguments inside a valid document as a 4xx error, not an internal one', async () => {
    const answer = await cms('POST', '/api/graphql', { body: JSON.stringify({ query: '{ Products(page: -1) { docs { id } } }' }) })
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'page must be a whole number from 1 to 2147483647', extensions: { statusCode: 400 } })
  })

  it('answers the access query of a global (Payload’s resolver read its context from the wrong argument)', async () => {
    const { token } = await tokenOf('admin')
    const answer = await cms('POST', '/api/graphql', { token, body: JSON.stringify({ query: '{ docAccessSiteSetting { __typename } }' }) })
    expect(answer.body).toEqual({ data: { docAccessSiteSetting: { __typename: 'site_settingsDocAccess' } } })
  })
})

describe('the CMS’s refusals by its limits', () => {
  it('answers the reset-mail limit with 429, the storefront’s wording and Retry-After', async () => {
    const { email } = await tokenOf('customer')
    const ip = newAddress()
    let answer: CmsAnswer | undefined
    for (let i = 0; i < 40 && answer?.status !== 429; i++) answer = await cms('POST', '/api/users/forgot-password', { ip, body: JSON.stringify({ email }) })
    expect(answer).toMatchObject({ status: 429, body: { errors: [{ message: TOO_MANY }] } })
    expect(Number(answer!.retryAfter)).toBeGreaterThan(0)
    // The storefront's 429 says the same.
    expect(TOO_MANY).toBe((await import('@/features/api/route')).apiErrorCodes.tooMany.message)
  })

  it('answers the sign-in puzzle it cannot show with 429 and Retry-After, through REST and GraphQL', async () => {
    const { email } = await tokenOf('customer')
    const ip = newAddress()
    for (let i = 0; i < 3; i++) expect((await cms('POST', '/api/users/login', { ip, body: JSON.stringify({ email, password: `wrong ${i}` }) })).status).toBe(401)
    const rest = await cms('POST', '/api/users/login', { ip, body: JSON.stringify({ email, password }) })
    expect(rest).toMatchObject({ status: 429, body: { errors: [{ message: TOO_MANY }] } })
    expect(Number(rest.retryAfter)).toBeGreaterThan(0)
    const viaGraphql = await cms('POST', '/api/graphql', { ip, body: JSON.stringify({ query: `mutation { loginUser(email: "${email}", password: "${password}") { token } }` }) })
    expect(viaGraphql.body.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { statusCode: 429 } })
    expect(Number(viaGraphql.retryAfter)).toBeGreaterThan(0)
    // The storefront still offers the puzzle for the same failures.
    expect((await call(signin.POST, { body: { email, password }, ip })).body).toMatchObject({ code: 403, data: { reason: 'puzzleRequired' } })
  })
})
