import type { HttpMethod } from './declaration'
import { envelopeResponse } from './envelope'
import { apiErrorCodes } from './errorCodes'

const allMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

type Answer = (request: Request) => Promise<Response>

/**
 * The methods a route file does not serve, answered 405 with the envelope and `Allow` (Next's own
 * 405 has an empty body, which API clients cannot parse). A route file exports them beside its
 * handlers: `export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')`.
 */
export function methodsNotAllowed(...allowed: HttpMethod[]): Record<HttpMethod, Answer> {
  const { status, message } = apiErrorCodes.methodNotAllowed
  const answer: Answer = async () => envelopeResponse(status, { code: status, message, data: null }, { Allow: [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ') })
  return Object.fromEntries(allMethods.map((method) => [method, answer])) as Record<HttpMethod, Answer>
}
