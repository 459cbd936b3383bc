import { z } from 'zod'
import { clientQuery } from '@/features/api/route/clientQuery'

/**
 * The notification-phone contract (SPEC §3 notification subscription, §5 validation, §7 paths).
 * Messages are i18n keys of the `verification` namespace; the handler translates them.
 */
const phone = z.string({ error: 'phone.invalidPhone' }).trim().min(1, { error: 'phone.invalidPhone' }).max(32, { error: 'phone.invalidPhone' })

export const sendCodeQuery = clientQuery.extend({
  phone,
  /** The single-use token of a solved slide puzzle (/api/account/checkCoordinateCode). */
  verifyToken: z.string({ error: 'errors.verificationRequired' }).min(16, { error: 'errors.verificationRequired' }).max(64, { error: 'errors.verificationRequired' }),
})

export const savePhoneBody = z.object({
  phone,
  code: z.string({ error: 'phone.codeRequired' }).regex(/^\d{6}$/, { error: 'phone.codeRequired' }),
})

/** Per signed-in user, on top of the per-phone and per-address limits of the code service. */
export const PHONE_LIMITS = { sendsPerUserPerHour: 10, savesPerUserPerHour: 20 } as const

/** The i18n key of the first problem: the field's own message, or the generic one for t/langType. */
export function problemKey(issues: readonly { message: string }[]): string {
  const message = issues[0]?.message ?? ''
  return /^(phone|errors)\.[a-zA-Z]+$/.test(message) ? message : 'errors.invalidRequest'
}
