import { z } from 'zod'
import { isPhoneOrEmail, PERSON_NAME } from '../deployments/requestInput'

/** The two market request forms: data procurement (/market/data) and AI services consultation (/services). */
export const marketRequestKinds = ['data', 'service'] as const
export type MarketRequestKind = (typeof marketRequestKinds)[number]

/** The statuses support moves a market request through. */
export const marketRequestStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const

/** Validation messages in the style of SPEC §5 (the custom deployment form's rules for name and contact). */
export const marketRequestMessages = {
  needRequired: 'Please describe what you need',
  nameRequired: 'Please enter your name',
  nameLetters: 'Name may contain only letters, spaces and hyphens',
  contactRequired: 'Please enter a phone number or email address',
  contactInvalid: 'Please enter a valid phone number or email address',
  budgetInvalid: 'Please enter a budget of 0 or more',
  deadlineInvalid: 'Please choose a deadline from today on',
} as const

/** Budgets are whole units of the chosen currency; a bound keeps a typo from being stored as a lead. */
export const MAX_BUDGET = 1_000_000_000
export const budgetCurrencies = ['USD', 'CNY'] as const

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** Today in UTC as YYYY-MM-DD; a deadline on that day is accepted from every time zone. */
const todayUtc = (now = new Date()) => new Date(now.getTime() - 14 * 3600_000).toISOString().slice(0, 10)
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined))

export const marketRequestInput = z.object({
  kind: z.enum(marketRequestKinds),
  need: z.string().trim().min(1, marketRequestMessages.needRequired).max(2000),
  volume: optionalText(200),
  budget: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : Number(String(v).replace(/[,_\s]/g, ''))))
    .refine((v) => v === undefined || (Number.isFinite(v) && v >= 0 && v <= MAX_BUDGET), marketRequestMessages.budgetInvalid),
  currency: z.enum(budgetCurrencies).default('USD'),
  deadline: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (DATE.test(v) && !Number.isNaN(Date.parse(v)) && v >= todayUtc()), marketRequestMessages.deadlineInvalid),
  company: optionalText(120),
  name: z.string().trim().min(1, marketRequestMessages.nameRequired).max(80).regex(PERSON_NAME, marketRequestMessages.nameLetters),
  contact: z.string().trim().min(1, marketRequestMessages.contactRequired).max(254).refine(isPhoneOrEmail, marketRequestMessages.contactInvalid),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional(),
})
export type MarketRequestInput = z.input<typeof marketRequestInput>
