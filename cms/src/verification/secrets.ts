import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { env } from '../env'

/** An unguessable id for the client to hold (192 bits, URL-safe). */
export const randomToken = () => randomBytes(24).toString('base64url')

/** What the database keeps of a token the client holds: enough to find it, never to replay it. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Six decimal digits, uniformly drawn (SPEC §9: verification code 6 digits). */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * A short code has only a million values, so a plain hash would fall to a lookup table: key it
 * with the server secret and bind it to the phone it was sent to.
 */
export const codeHash = (phone: string, code: string) => createHmac('sha256', env().PAYLOAD_SECRET).update(`sms:${phone}:${code}`).digest('hex')

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
