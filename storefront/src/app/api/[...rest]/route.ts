import { ApiError, defineRoute } from '@/features/api/route'

/**
 * Any /api path without a handler: the API's JSON envelope (SPEC §7) with 404, not the HTML
 * "page not found" a browser would get — API clients parse the answer as JSON. Not part of the
 * OpenAPI document (it is the absence of an operation).
 */
const notFound = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
  defineRoute({ method, path: '/api/{rest}', auth: 'none', openapi: { summary: 'No such operation', tags: [] } }, async () => {
    throw new ApiError('notFound')
  })

export const GET = notFound('GET')
export const POST = notFound('POST')
export const PUT = notFound('PUT')
export const PATCH = notFound('PATCH')
export const DELETE = notFound('DELETE')
