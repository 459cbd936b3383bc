import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { enqueue } from '../jobs/enqueue'
import type { SearchEntity } from '../search/documents'

/**
 * Keeps the search index current: every change to a searchable record queues a `search.index`
 * job in the same transaction. Bulk loaders that rebuild the index themselves pass
 * `context: { skipSearchIndex: true }`.
 */
export function searchIndexHooks(entity: SearchEntity): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (context?.skipSearchIndex) return doc
    await enqueue('search.index', { entity, id: Number(doc.id), op: 'upsert' }, { req })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context?.skipSearchIndex) return doc
    await enqueue('search.index', { entity, id: Number(doc.id), op: 'delete' }, { req })
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
