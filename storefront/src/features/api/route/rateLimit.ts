import { clientAddress } from '@aidir/cms/accounts'
import { hitLimits, type Limit } from '@aidir/cms/verification'
import type { Payload } from 'payload'
import { ApiError } from './ApiError'
import type { RateLimitRule, RouteDeclaration } from './declaration'

/** The counter of a declared operation for its caller: the user, or the address from trusted proxies only. */
export function callLimit(declaration: Pick<RouteDeclaration, 'method' | 'path'>, rule: RateLimitRule, request: Request, user: { id: number | string } | null): Limit {
  const who = rule.per === 'user' && user ? `user:${user.id}` : `ip:${clientAddress(request.headers)}`
  return { key: `api:${declaration.method} ${declaration.path}:${who}`, max: rule.max, windowSeconds: rule.windowSeconds }
}

/** Counts one call against every limit in one query and refuses with the one 429 wording and Retry-After when any is over. */
export async function countCalls(payload: Payload, limits: Limit[]): Promise<void> {
  const result = await hitLimits(payload, limits)
  if (!result.allowed) throw new ApiError('tooMany', undefined, { retryAfter: result.retryAfter })
}

/** Counts one call of a declared operation for its caller and refuses when over the rule. */
export async function countCall(payload: Payload, declaration: Pick<RouteDeclaration, 'method' | 'path'>, rule: RateLimitRule, request: Request, user: { id: number | string } | null): Promise<void> {
  await countCalls(payload, [callLimit(declaration, rule, request, user)])
}
