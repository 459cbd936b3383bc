import { z } from 'zod'
import { pricingModels } from '../collections/Products'
import { httpUrl } from '../orders/orderInput'
import { DESCRIPTION_MAX, SCREENSHOTS_MAX, TAGLINE_MAX, updateMessages as m } from './updateFields'

const perLanguage = (text: z.ZodString) => z.object({ en: text.optional(), zh: text.optional(), 'zh-TW': text.optional(), ja: text.optional() })

/** The new values as the customer proposes them; a field left out is not changed. */
export const proposalInput = z.object({
  name: z.string({ error: m.name }).trim().min(1, m.name).max(120, m.name).optional(),
  url: httpUrl.optional(),
  pricingModel: z.enum(pricingModels, { error: m.pricingModel }).optional(),
  /** The whole new list, in order: kept screenshots by their id, new ones as uploads of this user. */
  screenshots: z.array(z.coerce.number({ error: m.screenshots }).int(m.screenshots).positive(m.screenshots).max(2 ** 31 - 1, m.screenshots)).max(SCREENSHOTS_MAX, m.screenshotsMax).optional(),
  tagline: perLanguage(z.string({ error: m.tagline }).trim().min(1, m.tagline).max(TAGLINE_MAX, m.tagline)).optional(),
  description: perLanguage(z.string({ error: m.description }).trim().min(1, m.description).max(DESCRIPTION_MAX, m.description)).optional(),
})
export type Proposal = z.output<typeof proposalInput>

/**
 * A paid update as the /update form sends it (SPEC §5: the tool and a valid contact email). No
 * price: it comes from the update package on the server.
 */
export const updateOrderInput = z.object({
  product: z.string({ error: m.tool }).trim().min(1, m.tool).max(200, m.tool),
  contactEmail: z.email({ error: m.email }).max(254, m.email),
  proposal: proposalInput.default({}),
  /** Which update package; the first on sale when absent. */
  packageId: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).default('en'),
})
export type UpdateOrderInput = z.input<typeof updateOrderInput>
