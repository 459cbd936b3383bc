import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'
import { apiErrorCodes } from '@/features/api/route/errorCodes'
import { routeCatalogue } from './catalogue'

/**
 * The OpenAPI 3.1 document of the storefront's /api contract (SPEC §7), served at /api/openapi.json.
 * Generated from the same declarations the route kit enforces: paths, methods, sign-in, query
 * parameters and bodies (`z.toJSONSchema` of the zod schemas the handlers validate with), Cache-Control
 * and the refusals, so the document cannot drift from what the endpoints do.
 */
type Json = Record<string, unknown>

const toSchema = (schema: z.ZodType): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json
  return rest
}

const paramDescriptions: Record<string, string> = { t: 'Timestamp added to every call (cache buster)', langType: 'Language of the messages' }

function queryParameters(schema: z.ZodType | undefined): Json[] {
  if (!schema) return []
  const json = toSchema(schema) as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (json.required ?? []).includes(name),
    schema: property,
    ...(paramDescriptions[name] ? { description: paramDescriptions[name] } : {}),
  }))
}

const pathParameters = (path: string): Json[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))

const envelope = (data: Json = {}): Json => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', description: '0 on success, else the HTTP status' }, message: { type: 'string' }, data },
})
const answer = (description: string, data?: Json, headers?: Json): Json => ({ description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: envelope(data) } } })
const retryAfter = { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } }

function responses(route: RouteDeclaration): Json {
  const cache = { 'Cache-Control': { schema: { type: 'string', const: route.cache ?? 'no-store' } } }
  const ok = route.openapi.produces
    ? { description: 'The file', headers: cache, content: { [route.openapi.produces]: {} } }
    : answer('Success', route.openapi.data ?? { type: ['object', 'array', 'null'] }, cache)
  const refusals: Record<number, string> = {}
  if (route.query || route.body || route.badJson) refusals[apiErrorCodes.badRequest.status] = 'The query or body is invalid; the message names the problem and data.field the field'
  if (route.auth === 'required') refusals[apiErrorCodes.loginFirst.status] = `No valid session: '${apiErrorCodes.loginFirst.message}'`
  Object.assign(refusals, route.openapi.errors)
  refusals[apiErrorCodes.internal.status] = `An unexpected fault: '${apiErrorCodes.internal.message}'`
  const out: Json = { 200: ok }
  for (const [status, description] of Object.entries(refusals)) out[status] = answer(description, { type: ['object', 'null'] }, Number(status) === 429 || Number(status) === 503 ? retryAfter : undefined)
  out[apiErrorCodes.tooMany.status] ??= answer('Too many requests; see Retry-After', { type: ['object', 'null'] }, retryAfter)
  return out
}

function operation(route: RouteDeclaration): Json {
  const parameters = [...pathParameters(route.path), ...queryParameters(route.query)]
  return {
    summary: route.openapi.summary,
    tags: route.openapi.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
    ...(route.auth === 'required' ? { security: [{ bearer: [] }] } : route.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    responses: responses(route),
    // The operation calls out, and how it is limited (429 with Retry-After past the limit).
    ...(route.outbound ? { 'x-outbound': { calls: route.outbound.calls, limit: route.outbound.limit === 'handler' ? 'per address, account or phone (see the 429 answer)' : route.outbound.limit } } : {}),
  }
}

export function openApiDocument(routes: readonly RouteDeclaration[] = routeCatalogue): Json {
  const paths: Record<string, Json> = {}
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route)
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI directory storefront API',
      version: '1',
      description: 'The browser-facing /api of the storefront. Every answer is the envelope { code, message, data }; errors carry a non-zero code, the matching HTTP status, and data null or an object naming the field or reason.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The session token (cookie `token`) sent as a bearer header' } } },
    paths,
  }
}
