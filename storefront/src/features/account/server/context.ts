import { type AccountAction, hitAccountLimits } from '@aidir/cms/accounts'
import { clientAddress as addressOf } from '@aidir/cms/accounts'
import type { Payload } from 'payload'
import { ApiError } from '@/features/api/route'

/** The client's address: one rule for every limited endpoint (cms accounts/clientAddress.ts: trusted proxies only). */
export const clientAddress = (request: Request): string => addressOf(request.headers)

/**
 * Counts one attempt of `action` from this address (and for this account, when named) in the
 * shared limiter; throws the 429 (with Retry-After) when either is over its limit.
 */
export async function limit(payload: Payload, action: AccountAction, request: Request, email?: string): Promise<void> {
  const result = await hitAccountLimits(payload, action, { ip: clientAddress(request), email })
  if (!result.allowed) throw new ApiError('tooMany', undefined, { retryAfter: result.retryAfter })
}
