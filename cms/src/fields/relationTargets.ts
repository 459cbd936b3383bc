import type { CollectionSlug, RelationshipFieldSingleValidation } from 'payload'
import { relationship } from 'payload/shared'
import { adminText } from '../admin/i18n/dictionary'
import { adminMessages } from '../admin/i18n/messages'
import { languageOf } from './urlValidation'

type Target = { relationTo?: unknown; value?: unknown }

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A polymorphic relationship that accepts only `targets` and only records that exist. Payload's own
 * check reads `relationTo` from the request without comparing it with the field's list (a favourite
 * could point at a user or a mail in the outbox), and a missing record reaches PostgreSQL as a
 * foreign-key error, a 500. Both are a message on the field (400) here.
 */
export function validateRelationTargets(targets: readonly CollectionSlug[]): RelationshipFieldSingleValidation {
  return async (value, options) => {
    const language = languageOf(options)
    if (value && typeof value === 'object' && 'relationTo' in value) {
      const target = value as Target
      if (typeof target.relationTo !== 'string' || !targets.includes(target.relationTo as CollectionSlug)) {
        return adminText(adminMessages.relationTarget, language, { targets: targets.join(', ') })
      }
    }
    const base = await relationship(value as never, options as never)
    if (base !== true || options.event === 'onChange' || !value || typeof value !== 'object') return base
    const target = value as Target
    const id = Number(idOf(target.value))
    if (!Number.isSafeInteger(id) || id < 1) return adminText(adminMessages.relationMissing, language)
    // Existence only: whether the writer may read the record is the caller's rule (the storefront's toggle).
    const found = await options.req.payload.count({ collection: target.relationTo as CollectionSlug, where: { id: { equals: id } }, req: options.req, overrideAccess: true })
    return found.totalDocs > 0 ? true : adminText(adminMessages.relationMissing, language)
  }
}
