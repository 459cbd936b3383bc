import type { OrderPaidStep } from '../orders/paidSteps'
import { allocateCampaign } from './allocateCampaign'

/** An ad order became paid: its campaign runs or queues in its position (no review: the order stays paid). */
export const adPaidStep: OrderPaidStep = async (tx, order, paidAt) => {
  const allocation = await allocateCampaign(tx, order, paidAt)
  return allocation.status === 'no position' ? 'paid, no position' : `paid, ${allocation.status}`
}
