import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { enqueue } from '../jobs/enqueue'
import { geoLeadInput } from './leadInput'

type User = { id: number | string; [key: string]: unknown }

/**
 * Stores a lead as the signed-in user and queues the support notification in the same
 * transaction: support is told about every lead that exists, and only about those.
 */
export async function submitGeoLead(payload: Payload, user: User, input: unknown) {
  const data = geoLeadInput.parse(input)
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  const owned = await initTransaction(req)
  try {
    const lead = await payload.create({ collection: 'geo-leads', data: { ...data, owner: user.id as number, status: 'new' }, req, user: req.user, overrideAccess: false })
    await enqueue('support.notify', { kind: 'geo-lead', id: lead.id as number }, { req })
    if (owned) await commitTransaction(req)
    return lead
  } catch (err) {
    if (owned) await killTransaction(req)
    throw err
  }
}
