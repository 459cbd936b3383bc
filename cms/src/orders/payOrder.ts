import type { Payload } from 'payload'
import type { Order, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { payOrderInput } from './orderInput'
import { type OrderDeps, nowOf } from './ordersProvider'
import { openAttempt } from './openAttempt'
import { readMyOrder } from './readOrders'

/**
 * Pays a pending order of the user's again: a new attempt (the old one closed at the provider
 * first; for WeChat this is "refresh the QR"). Another user's order is "not found".
 */
export async function payMyOrder(payload: Payload, user: User, id: number, input: unknown, deps: OrderDeps = {}): Promise<Order> {
  const { locale } = payOrderInput.parse(input ?? {})
  const { order } = await readMyOrder(payload, user, id)
  if (order.status !== 'pending' || Date.parse(order.expiresAt) <= nowOf(deps).getTime()) throw new OrderRefused(409, orderMessages.notPayable)
  return openAttempt(payload, order, locale, `user:${user.id}`, deps)
}
