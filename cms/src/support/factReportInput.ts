import { z } from 'zod'
import { locales } from '../locales'

/**
 * The about page's "report a wrong fact" form: where the fact is (a page address or a product's
 * name), what is wrong and what is right, optionally a source and an address for our answer.
 * The messages are the API's (English); the page shows them in its language.
 */
export const factReportMessages = {
  pageRequired: 'Please name the page or product with the wrong fact',
  correctionTooShort: 'Please describe what is wrong in at least 10 characters',
  sourceInvalid: 'Please enter a valid URL',
  emailInvalid: 'Please enter a valid email address',
} as const

export const FACT_REPORT_LIMITS = { pageMax: 300, correctionMin: 10, correctionMax: 4000, sourceMax: 500 } as const

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => undefined), schema]).optional()

const httpUrl = z
  .string()
  .trim()
  .max(FACT_REPORT_LIMITS.sourceMax, factReportMessages.sourceInvalid)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, factReportMessages.sourceInvalid)

export const factReportInput = z.object({
  page: z.string().trim().min(1, factReportMessages.pageRequired).max(FACT_REPORT_LIMITS.pageMax, factReportMessages.pageRequired),
  correction: z.string().trim().min(FACT_REPORT_LIMITS.correctionMin, factReportMessages.correctionTooShort).max(FACT_REPORT_LIMITS.correctionMax),
  source: optional(httpUrl),
  email: optional(z.string().trim().pipe(z.email(factReportMessages.emailInvalid))),
  locale: z.enum(locales).optional(),
})
export type FactReportInput = z.input<typeof factReportInput>
