import type { Payload } from 'payload'
import type { SmsCodeMessage, SmsProvider } from '../sms/SmsProvider'
import { SmsSendError } from '../sms/SmsProvider'
import { poolOf } from '../db/pool'
import { type Limit, hitLimits } from './rateLimit'
import { codeHash, sameHash, sixDigitCode } from './secrets'

/** SMS verification code rules (SPEC §9: 6 digits). */
export const PHONE_CODE = {
  ttlSeconds: 300,
  cooldownSeconds: 60,
  maxAttempts: 5,
  perPhonePerHour: 5,
  perIpPerHour: 10,
} as const

export type SendResult =
  | { ok: true; expiresIn: number; cooldown: number; sandbox: boolean }
  | { ok: false; reason: 'cooldown' | 'rate'; retryAfter: number }
  | { ok: false; reason: 'send'; error: SmsSendError }

export type CheckResult = { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'locked' | 'wrong'; attemptsLeft: number }

/** Seconds until a new code may be sent to this phone (0: now). */
export async function cooldownLeft(payload: Payload, phone: string): Promise<number> {
  const { rows } = await poolOf(payload).query<{ left: number }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (sent_at + make_interval(secs => $2) - now())))::int AS left FROM sms_codes WHERE phone = $1`,
    [phone, PHONE_CODE.cooldownSeconds],
  )
  return Math.max(0, rows[0]?.left ?? 0)
}

/**
 * Sends a new code to a phone (E.164), replacing any earlier one: one active code per phone, a
 * resend only after the cooldown, and hourly limits per phone and per client address.
 */
export async function sendPhoneCode(
  payload: Payload,
  provider: SmsProvider,
  input: { phone: string; ip: string; locale: SmsCodeMessage['locale'] },
): Promise<SendResult> {
  const waiting = await cooldownLeft(payload, input.phone)
  if (waiting > 0) return { ok: false, reason: 'cooldown', retryAfter: waiting }
  const limits: Limit[] = [
    { key: `sms:phone:${input.phone}`, max: PHONE_CODE.perPhonePerHour, windowSeconds: 3600 },
    { key: `sms:ip:${input.ip}`, max: PHONE_CODE.perIpPerHour, windowSeconds: 3600 },
  ]
  const limited = await hitLimits(payload, limits)
  if (!limited.allowed) return { ok: false, reason: 'rate', retryAfter: limited.retryAfter }

  const code = sixDigitCode()
  const hash = codeHash(input.phone, code)
  // Claims the phone's single row only when its cooldown is over, so two racing requests cannot
  // both send; the new code replaces the old one and resets its attempts.
  const { rows } = await poolOf(payload).query(
    `INSERT INTO sms_codes AS c (phone, code_hash, sent_at, expires_at, attempts)
     VALUES ($1, $2, now(), now() + make_interval(secs => $3), 0)
     ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = now(), expires_at = EXCLUDED.expires_at,
       attempts = 0, consumed_at = NULL, updated_at = now()
     WHERE c.sent_at <= now() - make_interval(secs => $4)
     RETURNING id`,
    [input.phone, hash, PHONE_CODE.ttlSeconds, PHONE_CODE.cooldownSeconds],
  )
  if (rows.length === 0) return { ok: false, reason: 'cooldown', retryAfter: Math.max(1, await cooldownLeft(payload, input.phone)) }

  try {
    await provider.sendCode({ phone: input.phone, code, ttlMinutes: PHONE_CODE.ttlSeconds / 60, locale: input.locale })
  } catch (error) {
    // Not sent: forget this code so the person can ask again at once. No automatic retry, since
    // a request that timed out may still have been delivered, and a second text would confuse.
    await poolOf(payload).query(`DELETE FROM sms_codes WHERE phone = $1 AND code_hash = $2`, [input.phone, hash])
    const failure = error instanceof SmsSendError ? error : new SmsSendError((error as Error).message, 'Unknown', true)
    return { ok: false, reason: 'send', error: failure }
  }
  return { ok: true, expiresIn: PHONE_CODE.ttlSeconds, cooldown: PHONE_CODE.cooldownSeconds, sandbox: provider.sandbox }
}

/**
 * Checks a code and, when right, spends it. Every check counts as an attempt (counted in the same
 * statement that reads the code, so parallel guesses are counted too); after maxAttempts the code
 * is dead and a new one must be sent.
 */
export async function checkPhoneCode(payload: Payload, phone: string, code: string): Promise<CheckResult> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number; code_hash: string; attempts: string; live: boolean }>(
    `UPDATE sms_codes SET attempts = attempts + 1, updated_at = now() WHERE phone = $1 AND consumed_at IS NULL
     RETURNING id, code_hash, attempts, expires_at > now() AS live`,
    [phone],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'missing', attemptsLeft: 0 }
  const attempts = Number(row.attempts)
  const attemptsLeft = Math.max(0, PHONE_CODE.maxAttempts - attempts)
  if (!row.live) return { ok: false, reason: 'expired', attemptsLeft: 0 }
  if (attempts > PHONE_CODE.maxAttempts) return { ok: false, reason: 'locked', attemptsLeft: 0 }
  if (!sameHash(row.code_hash, codeHash(phone, code))) return { ok: false, reason: attemptsLeft === 0 ? 'locked' : 'wrong', attemptsLeft }
  const spent = await pool.query(`UPDATE sms_codes SET consumed_at = now(), updated_at = now() WHERE id = $1 AND consumed_at IS NULL`, [row.id])
  return spent.rowCount === 1 ? { ok: true } : { ok: false, reason: 'missing', attemptsLeft: 0 }
}
