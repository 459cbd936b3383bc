import { enqueue } from '../jobs/enqueue'
import { enqueueOrderMail } from '../orders/orderMails'
import { transitionOrder } from '../orders/orderStateMachine'
import type { OrderPaidStep } from '../orders/paidSteps'
import { allocateCampaign } from './allocateCampaign'

/**
 * An ad order became paid: its campaign runs or queues in its position and the order stays paid;
 * when the position requires review it goes to support's queue first (in_review, no campaign
 * until approved: reviewAd.ts). The buyer's "paid" mail is queued in the same transaction.
 */
export const adPaidStep: OrderPaidStep = async (tx, order, paidAt) => {
  const allocation = await allocateCampaign(tx, order, paidAt, { reviewFirst: true })
  if (allocation.status === 'in review') {
    await transitionOrder(tx, order, 'in_review', { actor: 'job:orders.fulfil', details: { reason: 'the position requires review' } })
    await enqueue('support.notify', { kind: 'order-paid', id: order.id }, { req: tx.req, singletonKey: `order-paid:${order.id}` })
  }
  // Without a position the refund's own mail tells the buyer.
  if (allocation.status !== 'no position') await enqueueOrderMail(tx, order.id, 'paid')
  return `paid, ${allocation.status}`
}
