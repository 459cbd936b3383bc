import { randomBytes } from 'node:crypto'
import { createSubmissionOrder, type OrderDeps } from '@aidir/cms/orders'
import type { Order, User } from '../../../cms/src/payload-types'
import { poolOf } from '@aidir/cms'
import { payload, unique, userWithRole } from '../helpers'

/** A submission package priced 49.00 USD / 299.00 CNY. */
export async function submissionPackage(prices = [{ amount: 4_900, currency: 'USD' }, { amount: 29_900, currency: 'CNY' }]) {
  return payload.create({ collection: 'service-packages', data: { key: unique('pkg'), kind: 'submission', name: 'Standard listing', prices, enabled: true } as never, overrideAccess: true })
}

export async function customer(): Promise<User & { token: string }> {
  const user = await userWithRole('customer')
  const { token } = await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return { ...(user as unknown as User), token: token! }
}

export const form = (packageId: number, extra: Record<string, unknown> = {}) => ({
  packageId,
  productName: 'Acme Writer',
  officialUrl: `https://${randomBytes(4).toString('hex')}.acme-writer.example`,
  contactEmail: 'owner@example.com',
  shortDescription: 'Writes things.',
  ...extra,
})

export async function placeOrder(deps: OrderDeps = {}, user?: User) {
  const owner = user ?? (await customer())
  const pkg = await submissionPackage()
  const order = await createSubmissionOrder(payload, owner, form(pkg.id), deps)
  return { owner, pkg, order }
}

export async function orderById(id: number): Promise<Order> {
  return (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order
}

export async function eventsOf(orderId: number) {
  const found = await payload.find({ collection: 'order-events', where: { order: { equals: orderId } }, sort: 'createdAt', limit: 100, depth: 0, overrideAccess: true })
  return found.docs
}

export const transitionsOf = async (orderId: number) => (await eventsOf(orderId)).filter((e) => e.type === 'transition').map((e) => `${e.fromStatus}>${e.toStatus}`)

export async function storedEvents(orderRef: string) {
  const { rows } = await poolOf(payload).query('SELECT id, event_id, kind, applied_at, outcome FROM payment_webhook_events WHERE order_ref = $1 ORDER BY id', [orderRef])
  return rows as { id: number; event_id: string; kind: string; applied_at: Date | null; outcome: string | null }[]
}

export async function supportNotes(orderId: number) {
  const found = await payload.find({ collection: 'support-notifications', where: { source: { in: [`order-paid:${orderId}`, `order-flagged:${orderId}`] } }, overrideAccess: true })
  return found.docs
}
