import { sql } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { enqueueOrderMail } from '../orders/orderMails'
import type { OrderPaidStep } from '../orders/paidSteps'
import { deployJobKey } from './startDeployment'

/**
 * A deployment order became paid: its deployment leaves `awaiting-payment` and its `deploy.start`
 * job is queued, in fulfilment's transaction, so it happens exactly once with the payment (a
 * redelivered event finds the deployment already started). The buyer follows it on the status page;
 * the "paid" mail (in a deployment's own words: orderMail.ts) is queued in the same transaction.
 */
export const deploymentPaidStep: OrderPaidStep = async (tx, order) => {
  const started = await tx.sql.execute<{ id: number }>(
    sql`UPDATE deployments SET state = 'in-progress', step = 'scheduled', created_at = now(), updated_at = now() WHERE order_id = ${order.id} AND state = 'awaiting-payment' RETURNING id`,
  )
  const id = started.rows[0]?.id
  if (!id) return 'paid, no deployment waiting'
  await enqueue('deploy.start', { deploymentId: id }, { req: tx.req, singletonKey: deployJobKey(id) })
  await enqueueOrderMail(tx, order.id, 'paid')
  return `paid, deployment ${id} started`
}
