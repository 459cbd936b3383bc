import { z } from 'zod'

/** Every storefront call carries t (timestamp) and langType (SPEC §7). */
export const clientQuery = z.object({
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
  langType: z.enum(['en', 'zh_cn', 'zh_tw', 'jp'], { error: 'langType must be one of en, zh_cn, zh_tw, jp' }).optional(),
})
