import { clientAddress } from '@aidir/cms/accounts'
import { hitLimit } from '@aidir/cms/verification'
import type { Payload } from 'payload'
import { ApiError } from './ApiError'
import type { RateLimitRule, RouteDeclaration } from './declaration'

/**
 * Counts one call of a declared operation for its caller (the user, or the address from trusted
 * proxies only) and refuses with the one 429 wording and Retry-After when over the rule.
 */
export async function countCall(payload: Payload, declaration: Pick<RouteDeclaration, 'method' | 'path'>, rule: RateLimitRule, request: Request, user: { id: number | string } | null): Promise<void> {
  const who = rule.per === 'user' && user ? `user:${user.id}` : `ip:${clientAddress(request.headers)}`
  const result = await hitLimit(payload, { key: `api:${declaration.method} ${declaration.path}:${who}`, max: rule.max, windowSeconds: rule.windowSeconds })
  if (!result.allowed) throw new ApiError('tooMany', undefined, { retryAfter: result.retryAfter })
}
