import type { Payload } from 'payload'
import { clearLimit, currentHits, hitLimits } from '../verification/rateLimit'
import { consumeVerificationToken } from '../verification/verificationTokens'
import { accountKey } from './accountLimits'

/**
 * The slide puzzle after repeated failed sign-ins (issue 4): once an account or a client address
 * has FAILED_SIGNINS_BEFORE_PUZZLE wrong passwords within FAILED_SIGNIN_WINDOW_SECONDS, each
 * further password check needs a solved puzzle (a verification token from checkCoordinateCode),
 * spent before the password is looked at. Counted in the shared limiter table, so every instance
 * agrees. Payload's own lockout (10 failures → 10 minutes) stays behind it.
 */
export const FAILED_SIGNINS_BEFORE_PUZZLE = 3
export const FAILED_SIGNIN_WINDOW_SECONDS = 15 * 60

const keys = (who: { ip: string; email: string }) => ({
  account: `signin-failed:acct:${accountKey(who.email)}`,
  address: `signin-failed:ip:${who.ip}`,
})

/** Whether the next password check of this account from this address needs a solved puzzle. */
export async function puzzleRequired(payload: Payload, who: { ip: string; email: string }): Promise<boolean> {
  const k = keys(who)
  return (await currentHits(payload, [k.account, k.address], FAILED_SIGNIN_WINDOW_SECONDS)) >= FAILED_SIGNINS_BEFORE_PUZZLE
}

export type PuzzleCheck = 'notRequired' | 'passed' | 'missing' | 'failed'

/** Decides, and when the puzzle is required spends the token (once, even under a race). */
export async function checkSignInPuzzle(payload: Payload, who: { ip: string; email: string }, verifyToken: string | undefined): Promise<PuzzleCheck> {
  if (!(await puzzleRequired(payload, who))) return 'notRequired'
  if (!verifyToken) return 'missing'
  return (await consumeVerificationToken(payload, verifyToken)) ? 'passed' : 'failed'
}

/** A wrong password (or unknown address): counts for the account and the address. */
export async function recordFailedSignIn(payload: Payload, who: { ip: string; email: string }): Promise<void> {
  const k = keys(who)
  await hitLimits(payload, [
    { key: k.account, max: FAILED_SIGNINS_BEFORE_PUZZLE, windowSeconds: FAILED_SIGNIN_WINDOW_SECONDS },
    { key: k.address, max: FAILED_SIGNINS_BEFORE_PUZZLE, windowSeconds: FAILED_SIGNIN_WINDOW_SECONDS },
  ])
}

/** The right password: the account starts afresh (the address does not, or one good account would launder guesses). */
export async function clearFailedSignIns(payload: Payload, who: { ip: string; email: string }): Promise<void> {
  await clearLimit(payload, keys(who).account)
}
