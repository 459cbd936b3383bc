import { env, type Env } from '@aidir/cms'
import { RateLimiter } from '@aidir/cms/accounts/rateLimit'
import { userFromRequest, type SignedInUser } from '@aidir/cms/accounts/sessions'
import type { Payload } from 'payload'
import { getPayload } from '@/lib/payload'
import { tooMany, unauthorized } from './envelope'

/** What an account route handler needs: the Local API, settings, the caller and their address. */
export type AccountContext = { payload: Payload; settings: Env; request: Request }

/** The client's address as the nearest proxy saw it. */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local'
}

const limiters = new Map<string, RateLimiter>()

/** Counts one attempt of `action` for each key; a 429 answer when one is over the limit. */
export function limit(action: string, keys: string[]): Response | null {
  let limiter = limiters.get(action)
  if (!limiter) {
    limiter = new RateLimiter(env().RATE_LIMIT_PER_MINUTE)
    limiters.set(action, limiter)
  }
  let wait = 0
  for (const key of keys) wait = Math.max(wait, limiter.hit(key))
  return wait > 0 ? tooMany(wait) : null
}

/** Runs the handler for a signed-in caller (bearer token, SPEC §6), else answers 401. */
export async function withUser(request: Request, handler: (user: SignedInUser, payload: Payload) => Promise<Response>): Promise<Response> {
  const payload = await getPayload()
  const user = await userFromRequest(payload, request.headers)
  if (!user) return unauthorized()
  return handler(user, payload)
}
