import { z } from 'zod'

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
