import type { Payload } from 'payload'
import type { Transaction } from '../db/transaction'
import type { Order } from '../payload-types'
import type { OrderKind } from './orderStates'

/**
 * What becomes of an order of a kind other than a submission once it is paid (an ad's campaign,
 * an update's review), run inside fulfilment's transaction right after the order became paid, so
 * it happens exactly once with it. The domains built on orders provide them through the Payload
 * config (`custom.orderPaidSteps`), since orders cannot import them (they import orders).
 * Returns fulfilment's outcome text.
 */
export type OrderPaidStep = (tx: Transaction, order: Order, paidAt: Date) => Promise<string>
export type OrderPaidSteps = Partial<Record<OrderKind, OrderPaidStep>>

export function paidStepOf(payload: Payload, kind: OrderKind): OrderPaidStep | undefined {
  return (payload.config.custom as { orderPaidSteps?: OrderPaidSteps } | undefined)?.orderPaidSteps?.[kind]
}
