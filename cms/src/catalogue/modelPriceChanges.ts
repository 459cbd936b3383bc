import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

export type ModelChangeRow = { field: string; before: unknown; after: unknown; changedAt: string }

/**
 * A model's latest synced changes of the given fields (ai-model-changes), newest first, in one
 * statement: what a model's page shows as its price history. The collection is public (read:
 * anyone) and has no drafts, so no access rule applies; the order and limit are the Local API's
 * (`sort: '-changedAt'`, ties by id as Payload breaks them).
 */
export async function modelPriceChanges(payload: Payload, modelId: number, fields: readonly string[], limit: number): Promise<ModelChangeRow[]> {
  const { rows } = await poolOf(payload).query<{ field: string; before: unknown; after: unknown; changed_at: Date }>({
    name: 'catalogue.model-price-changes',
    text: `SELECT field::text AS field, before, after, changed_at FROM ai_model_changes
            WHERE model_id = $1 AND field::text = ANY($2::text[]) ORDER BY changed_at DESC, id DESC LIMIT $3`,
    values: [modelId, fields, limit],
  })
  return rows.map((r) => ({ field: r.field, before: r.before, after: r.after, changedAt: r.changed_at.toISOString() }))
}
