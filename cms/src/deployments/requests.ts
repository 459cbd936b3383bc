import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { deploymentRequestInput } from './requestInput'

type User = { id: number | string; [key: string]: unknown }

/**
 * Stores a custom deployment request and queues the support notification in the same transaction,
 * so support hears of every request that exists and only of those. Written as the service after the
 * form's checks (customers create nothing through the CMS's APIs).
 */
export async function submitDeploymentRequest(payload: Payload, user: User | null, input: unknown) {
  const data = deploymentRequestInput.parse(input)
  const who = user ? { user: { ...user, collection: 'users' } as never } : {}
  return withTransaction(payload, who, async ({ req }) => {
    if (data.product) {
      const product = await payload.find({ collection: 'products', where: { id: { equals: data.product } }, limit: 1, depth: 0, select: {}, req })
      if (!product.docs[0]) data.product = undefined
    }
    const request = await payload.create({
      collection: 'deployment-requests',
      data: { ...data, owner: user ? Number(user.id) : null, status: 'new' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await enqueue('support.notify', { kind: 'deployment-request', id: request.id as number }, { req })
    return request
  })
}
