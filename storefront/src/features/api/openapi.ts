import { z } from 'zod'
import { commonQuery, favoritesQuery, historyQuery, loginBody, myItemsQuery, toggleFavoriteBody, updateProfileBody } from '@/features/account/server/schemas'
import { navMenuQuery } from '@/features/navigation/navMenuApi'
import { routeCheckQuery } from '@/features/routing/routeRuleApi'
import { updatePvQuery } from '@/features/routing/pageViewApi'
import { verificationOpenApiPaths } from '@/features/verification/openapi'

/**
 * The OpenAPI 3.1 document of the storefront's /api contract (SPEC §7), served at /api/openapi.json.
 * Query parameters and bodies are generated from the same zod schemas the handlers validate with,
 * so the document cannot drift from what the endpoints accept.
 */
type Json = Record<string, unknown>

const toSchema = (schema: z.ZodType): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json
  return rest
}

function queryParameters(schema: z.ZodObject): Json[] {
  const json = toSchema(schema) as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (json.required ?? []).includes(name),
    schema: property,
    ...(name === 't' ? { description: 'Timestamp added to every call (cache buster)' } : {}),
    ...(name === 'langType' ? { description: 'Language of the messages' } : {}),
  }))
}

const envelope = (data: Json = {}): Json => ({
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'integer', description: '0 (or 200 where SPEC §7 says so) on success, else the HTTP status' }, message: { type: 'string' }, data },
})
const answer = (description: string, data?: Json): Json => ({ description, content: { 'application/json': { schema: envelope(data) } } })
const errors: Json = {
  400: answer('The query or body is invalid; the message names the problem'),
  401: answer("No valid session: 'Please login first'"),
  429: { description: 'Too many requests; see Retry-After', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: { 'application/json': { schema: envelope() } } },
}
const bearer = [{ bearer: [] }]
const jsonBody = (schema: z.ZodType): Json => ({ required: true, content: { 'application/json': { schema: toSchema(schema) } } })
const points = { type: 'object', properties: { points: { type: 'integer' } } }
const userData = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, email: { type: 'string' }, name: { type: ['string', 'null'] }, nickName: { type: 'string' }, avatar: { type: ['string', 'null'] },
    role: { type: 'string' }, preferredLocale: { type: ['string', 'null'] }, createdAt: { type: ['string', 'null'], format: 'date-time' }, points: { type: 'integer' },
  },
}

const get = (summary: string, tag: string, query: z.ZodObject, ok: Json, signedIn = true): Json => ({
  get: { summary, tags: [tag], parameters: queryParameters(query), ...(signedIn ? { security: bearer } : {}), responses: { 200: ok, ...errors } },
})
const post = (summary: string, tag: string, body: z.ZodType, ok: Json, signedIn = true): Json => ({
  post: { summary, tags: [tag], parameters: queryParameters(commonQuery), requestBody: jsonBody(body), ...(signedIn ? { security: bearer } : {}), responses: { 200: ok, ...errors } },
})

export function openApiDocument(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI directory storefront API',
      version: '1',
      description: 'The browser-facing /api of the storefront. Every answer is the envelope { code, message, data }; errors carry a non-zero code and the matching HTTP status.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The session token (cookie `token`) sent as a bearer header' } } },
    paths: {
      '/api/account/login': post('Exchange a one-time ticket (loginType 1) or a Google authorization code (loginType 2) for a session token', 'accounts', loginBody, answer('Signed in', { type: 'object', properties: { token: { type: 'string' } } }), false),
      '/api/account/logout': get('Revoke the caller’s session', 'accounts', commonQuery, answer('Signed out')),
      '/api/user/getUserData': get('The caller’s profile and points', 'accounts', commonQuery, answer('The profile', userData)),
      '/api/user/updateUserData': post('Change the caller’s profile', 'accounts', updateProfileBody, answer('The profile', userData)),
      '/api/user/getNoticePoints': get('Points awards not yet shown (each listed once)', 'points', commonQuery, answer('The notices', { type: 'array', items: { type: 'object', properties: { type: { enum: ['REGISTER', 'LOGIN'] }, points: { type: 'integer' } } } })),
      '/api/points/getUserPoints': get('The caller’s points balance (the sum of the ledger)', 'points', commonQuery, answer('The balance', points)),
      '/api/points/getPointsHistory': get('The caller’s points ledger, newest first', 'points', historyQuery, answer('A page of ledger entries')),
      '/api/favorites/toggle': post('Add or remove a favourite', 'favourites', toggleFavoriteBody, answer('The new state', { type: 'object', properties: { favorited: { type: 'boolean' } } })),
      '/api/favorites/list': get('The caller’s favourites', 'favourites', favoritesQuery, answer('A page of favourites')),
      '/api/user/getMyItems': get('Products, MCP servers or models the caller owns or submitted', 'accounts', myItemsQuery, answer('A page of records')),
      '/api/menu/navMenu': get('The navigation menu of an edition in a language (cached 300 s)', 'site', navMenuQuery, answer('The menu items', { type: 'array', items: { type: 'object' } }), false),
      '/api/route/rule': get('May this URL be shown? checkResult false means go to jumpUrl, or to the 404 page when it is empty', 'site', routeCheckQuery, answer('The verdict', { type: 'object', properties: { checkResult: { type: 'boolean' }, jumpUrl: { type: 'string' } } }), false),
      '/api/updatePv': get('Count one page view (once per visitor and hour)', 'site', updatePvQuery, answer('Counted'), false),
      ...verificationOpenApiPaths,
    },
  }
}
