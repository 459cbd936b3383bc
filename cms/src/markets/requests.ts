import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { marketRequestInput } from './requestInput'

type User = { id: number | string; [key: string]: unknown }

/**
 * Stores a data-procurement or service-consultation request and queues the support notification in
 * the same transaction, so support hears of every stored request and only of those. Written as the
 * service after the form's checks (customers create nothing through the CMS's APIs).
 */
export async function submitMarketRequest(payload: Payload, user: User | null, input: unknown) {
  const data = marketRequestInput.parse(input)
  const who = user ? { user: { ...user, collection: 'users' } as never } : {}
  return withTransaction(payload, who, async ({ req }) => {
    const request = await payload.create({
      collection: 'market-requests',
      data: { ...data, budget: data.budget ?? null, owner: user ? Number(user.id) : null, status: 'new' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await enqueue('support.notify', { kind: 'market-request', id: request.id as number }, { req })
    return request
  })
}
