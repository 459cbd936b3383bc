import { z } from 'zod'
import { PHONE_PATTERN } from '../geo/leadInput'

/** The statuses support moves a custom deployment request through. */
export const requestStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const

/** SPEC §5 Custom deployment: company name, name (letters, spaces, hyphens only), contact (valid phone or email), requirements, all required. */
export const deploymentRequestMessages = {
  companyRequired: 'Please enter your company name',
  nameRequired: 'Please enter your name',
  nameLetters: 'Name may contain only letters, spaces and hyphens',
  contactRequired: 'Please enter a phone number or email address',
  contactInvalid: 'Please enter a valid phone number or email address',
  requirementsRequired: 'Please describe your requirements',
} as const

/** Letters of any script (with their combining marks), spaces and hyphens; starting with a letter. */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M} -]*$/u
const EMAIL = z.email()
const digitCount = (s: string) => s.replace(/\D/g, '').length

export function isPhoneOrEmail(value: string): boolean {
  if (value.includes('@')) return EMAIL.safeParse(value).success
  return PHONE_PATTERN.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15
}

export const deploymentRequestInput = z.object({
  company: z.string().trim().min(1, deploymentRequestMessages.companyRequired).max(120),
  name: z.string().trim().min(1, deploymentRequestMessages.nameRequired).max(80).regex(PERSON_NAME, deploymentRequestMessages.nameLetters),
  contact: z.string().trim().min(1, deploymentRequestMessages.contactRequired).max(254).refine(isPhoneOrEmail, deploymentRequestMessages.contactInvalid),
  requirements: z.string().trim().min(1, deploymentRequestMessages.requirementsRequired).max(2000),
  /** The app the request is about, when sent from its card. */
  product: z.coerce.number().int().positive().optional(),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional(),
})
export type DeploymentRequestInput = z.input<typeof deploymentRequestInput>
