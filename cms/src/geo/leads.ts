import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { geoLeadInput } from './leadInput'

type User = { id: number | string; [key: string]: unknown }

/**
 * Stores the signed-in user's lead and queues the support notification in the same transaction:
 * support is told about every lead that exists, and only about those. Written as the service after
 * the form's checks (customers cannot create leads through the CMS's APIs).
 */
export async function submitGeoLead(payload: Payload, user: User, input: unknown) {
  const data = geoLeadInput.parse(input)
  return withTransaction(payload, { user: { ...user, collection: 'users' } as never }, async ({ req }) => {
    const lead = await payload.create({ collection: 'geo-leads', data: { ...data, owner: user.id as number, status: 'new' }, req, overrideAccess: true })
    await enqueue('support.notify', { kind: 'geo-lead', id: lead.id as number }, { req })
    return lead
  })
}
