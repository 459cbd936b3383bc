import type { Env } from '@aidir/cms'
import { type AccountAction, hitAccountLimits } from '@aidir/cms/accounts/accountLimits'
import { userFromRequest, type SignedInUser } from '@aidir/cms/accounts/sessions'
import type { Payload } from 'payload'
import { getPayload } from '@/lib/payload'
import { clientIp } from '@/features/verification/respond'
import { tooMany, unauthorized } from './envelope'

/** What an account route handler needs: the Local API, settings, the caller and their address. */
export type AccountContext = { payload: Payload; settings: Env; request: Request }

/** The client's address: one rule for every limited endpoint (cms accounts/clientAddress.ts: trusted proxies only). */
export const clientAddress = clientIp

/**
 * Counts one attempt of `action` from this address (and for this account, when named) in the
 * shared limiter; a 429 with Retry-After when either is over its limit.
 */
export async function limit(payload: Payload, action: AccountAction, request: Request, email?: string): Promise<Response | null> {
  const result = await hitAccountLimits(payload, action, { ip: clientAddress(request), email })
  return result.allowed ? null : tooMany(result.retryAfter)
}

/** Runs the handler for a signed-in caller (bearer token, SPEC §6), else answers 401. */
export async function withUser(request: Request, handler: (user: SignedInUser, payload: Payload) => Promise<Response>): Promise<Response> {
  const payload = await getPayload()
  const user = await userFromRequest(payload, request.headers)
  if (!user) return unauthorized()
  return handler(user, payload)
}
