import { z } from 'zod'
import { adMessages } from './adMessages'

/**
 * An ad order as the /advertise form sends it (SPEC §5). No price and no duration: both come from
 * the position on the server, and unknown keys (a price the browser made up) are dropped.
 */
export const adOrderInput = z.object({
  /** The catalogue product's key, as the site's search suggestions give it. */
  productKey: z.string({ error: adMessages.tool }).trim().min(1, adMessages.tool).max(200, adMessages.tool),
  contactEmail: z.email({ error: adMessages.email }).max(254, adMessages.email),
  positionKey: z.string({ error: adMessages.position }).trim().min(1, adMessages.position).max(64, adMessages.position),
  /** Which of the position's prices to pay; the edition's currency when absent. */
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).default('en'),
})
export type AdOrderInput = z.input<typeof adOrderInput>
