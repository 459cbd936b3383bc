import type { Payload } from 'payload'
import type { Handler } from '../types'
import { isUniqueViolation } from '../geo/uniqueViolation'

type Entry = { title: string; body: string; link: string }

/** What the inbox says about each kind of record, or null when the record is gone. */
type Kind = 'geo-lead' | 'fact-report' | 'order-paid' | 'order-flagged' | 'deployment-request' | 'market-request' | 'mcp-submission'

async function orderEntry(payload: Payload, id: number, flagged: boolean): Promise<Entry | null> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order) return null
  const what = order.submission?.productName ? `${order.submission.productName} (${order.submission.officialUrl ?? ''})` : order.kind
  const price = `${order.price.amount} ${order.price.currency} (minor units), ${order.provider}`
  return flagged
    ? { title: `Order ${order.orderRef} needs a look: a payment event did not match`, body: `${what}\n${price}\nSee the order's events for what the provider said.`, link: `/admin/collections/orders/${order.id}` }
    : // Straight to the order's page in the review queue (cms/src/admin/review/), where it is decided.
      { title: `New paid ${order.kind}: ${what}`.slice(0, 200), body: `${price}\nReview within 1-2 working days; list within 48 hours.`, link: `/admin/review/${order.id}` }
}

const entryOf: Record<Kind, (payload: Payload, id: number) => Promise<Entry | null>> = {
  'order-paid': (payload, id) => orderEntry(payload, id, false),
  'order-flagged': (payload, id) => orderEntry(payload, id, true),
  'geo-lead': async (payload, id) => {
    const lead = await payload.findByID({ collection: 'geo-leads', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!lead) return null
    return { title: `GEO enquiry from ${lead.company} (${lead.name})`, body: `${lead.email} · ${lead.phone}\n\n${lead.requirements}`, link: `/admin/collections/geo-leads/${lead.id}` }
  },
  'deployment-request': async (payload, id) => {
    const request = await payload.findByID({ collection: 'deployment-requests', id, depth: 1, overrideAccess: true, disableErrors: true })
    if (!request) return null
    const app = typeof request.product === 'object' && request.product ? ` for ${request.product.name}` : ''
    return { title: `Custom deployment request${app} from ${request.company} (${request.name})`.slice(0, 200), body: `${request.contact}\n\n${request.requirements}`, link: `/admin/collections/deployment-requests/${request.id}` }
  },
  'market-request': async (payload, id) => {
    const request = await payload.findByID({ collection: 'market-requests', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!request) return null
    const what = request.kind === 'data' ? 'Data procurement request' : 'AI services consultation request'
    const from = request.company ? `${request.company} (${request.name})` : request.name
    const budget = request.budget != null ? `Budget: ${request.budget} ${request.currency ?? ''}`.trim() : null
    const facts = [request.contact, request.volume ? `Volume: ${request.volume}` : null, budget, request.deadline ? `Deadline: ${request.deadline}` : null].filter(Boolean).join('\n')
    return { title: `${what} from ${from}`.slice(0, 200), body: `${facts}\n\n${request.need}`, link: `/admin/collections/market-requests/${request.id}` }
  },
  'mcp-submission': async (payload, id) => {
    const submission = await payload.findByID({ collection: 'mcp-submissions', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!submission) return null
    return {
      title: `MCP server submitted: ${submission.name}`.slice(0, 200),
      body: `Ownership proved by ${submission.proofMethod} (${submission.proofTarget}).\nApprove or reject it on the submission's page.`,
      link: `/admin/collections/mcp-submissions/${submission.id}`,
    }
  },
  'fact-report': async (payload, id) => {
    const report = await payload.findByID({ collection: 'fact-reports', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!report) return null
    const from = [report.email, report.locale].filter(Boolean).join(' · ')
    const source = report.source ? `\nSource: ${report.source}` : ''
    return {
      title: `Wrong fact reported: ${report.page.slice(0, 120)}`,
      body: `${report.correction}${source}${from ? `\n\n${from}` : ''}`,
      link: `/admin/collections/fact-reports/${report.id}`,
    }
  },
}

/**
 * Writes the support inbox entry for a new GEO lead or reported wrong fact. Idempotent: the
 * entry's `source` is unique, so a retry after a crash between insert and acknowledgement finds it
 * there and stops. System action: the worker reads the record and writes the notification as the service.
 */
export const notifySupport: Handler<'support.notify'> = async ({ kind, id }, { payload }) => {
  const source = `${kind}:${id}`
  const existing = await payload.find({ collection: 'support-notifications', where: { source: { equals: source } }, limit: 1, depth: 0, overrideAccess: true })
  if (existing.docs[0]) return { notification: existing.docs[0].id, created: false }
  const entry = await entryOf[kind](payload, id)
  if (!entry) return { skipped: `${kind} deleted` }
  try {
    const created = await payload.create({ collection: 'support-notifications', data: { source, kind, ...entry }, overrideAccess: true })
    return { notification: created.id, created: true }
  } catch (err) {
    if (isUniqueViolation(err)) return { created: false }
    throw err
  }
}
