import type { ViewTable } from '@aidir/cms/catalogue'
import { z } from 'zod'

/**
 * The /api/updatePv contract (SPEC §7): `id` is the record's key (the id in its URL, e.g.
 * /details/{id}) or its numeric database id; `type` names the collection (mapped to its table here,
 * so no request text ever reaches SQL as a name).
 */
export const viewTypes = { product: 'products', model: 'ai_models', mcp: 'mcp_servers', news: 'news', guide: 'guides' } as const satisfies Record<string, ViewTable>
export type ViewType = keyof typeof viewTypes

export const updatePvQuery = z.object({
  id: z
    .string({ error: 'id is required' })
    .min(1, { error: 'id is required' })
    .max(200, { error: 'id must be at most 200 characters' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'id must be a record key (lowercase letters, digits, hyphens) or a number' }),
  type: z.enum(Object.keys(viewTypes) as [ViewType, ...ViewType[]], { error: 'type must be one of product, model, mcp, news, guide' }),
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
  langType: z.string().max(10).optional(),
})

