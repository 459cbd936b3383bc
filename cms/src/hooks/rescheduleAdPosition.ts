import type { CollectionAfterChangeHook } from 'payload'
import { enqueue } from '../jobs/enqueue'

/**
 * An editor changed a position's capacity or took it off sale: the scheduling job settles it at
 * once (queued in the same transaction, so it runs after the change is committed) — starting
 * queued ads in new slots, or moving a disabled position's ads to a comparable one.
 */
export const rescheduleAdPosition: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  if (doc.enabled !== previousDoc?.enabled || doc.capacity !== previousDoc?.capacity) await enqueue('ads.schedule', {}, { req })
  return doc
}
