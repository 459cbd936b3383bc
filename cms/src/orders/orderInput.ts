import { z } from 'zod'
import { orderMessages } from './orderErrors'

export const httpUrl = z
  .string({ error: orderMessages.url })
  .trim()
  .max(2048, orderMessages.url)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
    } catch {
      return false
    }
  }, orderMessages.url)

/**
 * A paid submission as the form sends it (SPEC §5). There is deliberately no price: the amount
 * comes from the package on the server, and unknown keys (a price the browser made up) are dropped.
 */
export const submissionOrderInput = z.object({
  packageId: z.coerce.number({ error: orderMessages.package }).int(orderMessages.package).positive(orderMessages.package),
  productName: z.string({ error: orderMessages.productName }).trim().min(1, orderMessages.productName).max(120),
  officialUrl: httpUrl,
  contactEmail: z.email({ error: orderMessages.email }).max(254),
  category: z.coerce.number().int().positive().optional(),
  shortDescription: z.string().trim().max(500).optional(),
  logo: z.coerce.number().int().positive().optional(),
  /** Which of the package's prices to pay; the edition's currency when absent. */
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).default('en'),
})
export type SubmissionOrderInput = z.input<typeof submissionOrderInput>

export const payOrderInput = z.object({ locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).default('en') })
