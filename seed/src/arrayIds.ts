import { randomBytes } from 'node:crypto'
import type { FlattenedField } from 'payload'

/**
 * Gives every array row an id, as Payload's own hooks would: rows of array fields live in their own
 * tables keyed by a string id. Walks the collection's field config, so JSON fields and hasMany
 * selects (also arrays) are left alone.
 */
export function assignArrayIds(fields: FlattenedField[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data }
  for (const field of fields) {
    const value = out[field.name]
    if (value == null) continue
    if (field.type === 'array' && Array.isArray(value)) {
      out[field.name] = value.map((row) => ({
        ...assignArrayIds(field.flattenedFields, row as Record<string, unknown>),
        id: (row as { id?: string }).id ?? randomBytes(12).toString('hex'),
      }))
    } else if (field.type === 'group' && typeof value === 'object' && !Array.isArray(value)) {
      out[field.name] = assignArrayIds(field.flattenedFields, value as Record<string, unknown>)
    }
  }
  return out
}
