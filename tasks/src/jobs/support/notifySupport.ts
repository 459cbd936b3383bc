import type { Handler } from '../types'
import { isUniqueViolation } from '../geo/uniqueViolation'

/**
 * Writes the support inbox entry for a new GEO lead. Idempotent: the entry's `source` is unique,
 * so a retry after a crash between insert and acknowledgement finds it there and stops.
 * System action: the worker reads the lead and writes the notification as the service.
 */
export const notifySupport: Handler<'support.notify'> = async ({ kind, id }, { payload }) => {
  const source = `${kind}:${id}`
  const existing = await payload.find({ collection: 'support-notifications', where: { source: { equals: source } }, limit: 1, depth: 0, overrideAccess: true })
  if (existing.docs[0]) return { notification: existing.docs[0].id, created: false }
  const lead = await payload.findByID({ collection: 'geo-leads', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!lead) return { skipped: 'lead deleted' }
  try {
    const created = await payload.create({
      collection: 'support-notifications',
      data: {
        source,
        kind,
        title: `GEO enquiry from ${lead.company} (${lead.name})`,
        body: `${lead.email} · ${lead.phone}\n\n${lead.requirements}`,
        link: `/admin/collections/geo-leads/${lead.id}`,
      },
      overrideAccess: true,
    })
    return { notification: created.id, created: true }
  } catch (err) {
    if (isUniqueViolation(err)) return { created: false }
    throw err
  }
}
