import type { Payload } from 'payload'
import { env } from '../env'
import { hitLimits, type Limit, type LimitResult } from '../verification/rateLimit'
import { sha256 } from './secrets'

/**
 * Request limits of the sign-in service, counted in PostgreSQL by the same limiter as the slide
 * puzzle and SMS codes (verification/rateLimit.ts), so they hold across every storefront instance.
 * Each action is limited per client address and, where the request names one, per account (the
 * email address, kept as a hash). RATE_LIMIT_PER_MINUTE sets both.
 */
export type AccountAction = 'signin' | 'register' | 'verify' | 'forgot' | 'reset' | 'ticket'

/** Counter key of an account: a hash, so the counters table holds no addresses. */
export const accountKey = (email: string) => sha256(email.trim().toLowerCase()).slice(0, 32)

export function accountLimits(action: AccountAction, who: { ip: string; email?: string }): Limit[] {
  const max = env().RATE_LIMIT_PER_MINUTE
  const limits: Limit[] = [{ key: `account:${action}:ip:${who.ip}`, max, windowSeconds: 60 }]
  if (who.email) limits.push({ key: `account:${action}:acct:${accountKey(who.email)}`, max, windowSeconds: 60 })
  return limits
}

/** Counts one attempt of `action`; refused when the address or the account is over its limit. */
export function hitAccountLimits(payload: Payload, action: AccountAction, who: { ip: string; email?: string }): Promise<LimitResult> {
  return hitLimits(payload, accountLimits(action, who))
}
