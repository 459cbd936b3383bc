import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateVocabulary } from '../search/vocabulary'

/**
 * Synonyms and category names change how queries are read: an edit drops this process's copy of the
 * search vocabulary, so the next search reads it afresh (the storefront's copy is expired by the
 * revalidation job the same edit queues).
 */
const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  invalidateVocabulary(req.payload)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  invalidateVocabulary(req.payload)
  return doc
}

export const searchVocabularyHooks = { afterChange: [afterChange], afterDelete: [afterDelete] }
