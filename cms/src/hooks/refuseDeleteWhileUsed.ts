import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'
import { adminText } from '../admin/i18n/dictionary'
import { adminMessages } from '../admin/i18n/messages'

/**
 * A record that a product cannot do without (its category, the image of one of its screenshots) is
 * referenced by a required column, so deleting it failed deep in the database and the admin showed
 * "An unknown error occurred" (a 500). The editor is told instead which products use it, to change
 * those first.
 */
export function refuseDeleteWhileUsed(used: { by: CollectionSlug; path: string; message: string; label?: string }): CollectionBeforeDeleteHook {
  const label = used.label ?? 'name'
  return async ({ id, req }) => {
    // A system check, not a read on the editor's behalf: drafts count as users too.
    const users = await req.payload.find({
      collection: used.by,
      where: { [used.path]: { equals: id } },
      select: { [label]: true } as never,
      depth: 0,
      limit: 3,
      overrideAccess: true,
      req,
    })
    if (users.totalDocs === 0) return
    const names = (users.docs as Record<string, unknown>[]).map((d) => `"${String(d[label] ?? d.id)}"`).join(', ')
    const language = req.i18n?.language
    const more = users.totalDocs > users.docs.length ? adminText(adminMessages.andMore, language, { count: users.totalDocs - users.docs.length }) : ''
    throw new APIError(adminText(used.message, language, { names, more }), 409, undefined, true)
  }
}
