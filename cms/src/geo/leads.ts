import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { z } from 'zod'
import { enqueue } from '../jobs/enqueue'

/** SPEC §5 GEO contact form: every field required, email and phone well formed; login required. */
export const geoLeadMessages = {
  nameRequired: 'Please enter your name',
  companyRequired: 'Please enter your company name',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  requirementsRequired: 'Please describe your requirements',
} as const

/** Digits with an optional leading +, spaces, dashes, dots and brackets between; 6 to 15 digits (E.164 allows 15). */
export const PHONE_PATTERN = /^\+?[\d\s().-]{6,24}$/
const digitCount = (s: string) => s.replace(/\D/g, '').length

export const geoLeadInput = z.object({
  name: z.string().trim().min(1, geoLeadMessages.nameRequired).max(80),
  company: z.string().trim().min(1, geoLeadMessages.companyRequired).max(120),
  email: z.string().trim().pipe(z.email(geoLeadMessages.emailInvalid)),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, geoLeadMessages.phoneInvalid)
    .refine((s) => digitCount(s) >= 6 && digitCount(s) <= 15, geoLeadMessages.phoneInvalid),
  requirements: z.string().trim().min(1, geoLeadMessages.requirementsRequired).max(2000),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional(),
})
export type GeoLeadInput = z.input<typeof geoLeadInput>

type User = { id: number | string; [key: string]: unknown }

/**
 * Stores a lead as the signed-in user and queues the support notification in the same
 * transaction: support is told about every lead that exists, and only about those.
 */
export async function submitGeoLead(payload: Payload, user: User, input: unknown) {
  const data = geoLeadInput.parse(input)
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  const owned = await initTransaction(req)
  try {
    const lead = await payload.create({ collection: 'geo-leads', data: { ...data, owner: user.id as number, status: 'new' }, req, user: req.user, overrideAccess: false })
    await enqueue('support.notify', { kind: 'geo-lead', id: lead.id as number }, { req })
    if (owned) await commitTransaction(req)
    return lead
  } catch (err) {
    if (owned) await killTransaction(req)
    throw err
  }
}
