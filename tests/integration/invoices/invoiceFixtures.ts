import type { Invoice, Order, User } from '../../../cms/src/payload-types'
import * as invoicesRoute from '@/app/api/invoices/route'
import * as pdfRoute from '@/app/api/invoices/[id]/pdf/route'
import { call } from '../accountsApi'
import { payload, userWithRole } from '../helpers'
import { customer, placeOrder } from '../orders/orderFixtures'

export { invoicesRoute, pdfRoute }

/** A route with `[id]`, called the way Next calls it. */
export const withId = (handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>, id: number | string) => (request: Request) => handler(request, { params: Promise.resolve({ id: String(id) }) })

/** The seller printed on invoices, in English and Chinese. */
export async function sellerSettings() {
  await payload.updateGlobal({ slug: 'invoice-settings', data: { name: 'AI Directory Ltd', taxNumber: 'GB123456789', address: '1 Example Street, London', email: 'billing@example.com' }, locale: 'en', overrideAccess: true })
  await payload.updateGlobal({ slug: 'invoice-settings', data: { name: '爱目录科技有限公司', address: '上海市浦东新区示例路 1 号' }, locale: 'zh', overrideAccess: true })
}

/** An order of the user's, moved to `status` directly in the database (how it got there is the orders' business). */
export async function orderWithStatus(status: Order['status'], owner?: User & { token: string }) {
  const { owner: who, order } = await placeOrder({}, owner)
  if (status !== 'pending') await payload.update({ collection: 'orders', id: order.id, data: { status }, overrideAccess: true })
  return { owner: who as User & { token: string }, order }
}

export const buyer = (orderId: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  companyName: 'Acme Trading GmbH',
  taxNumber: 'DE123456789',
  address: 'Musterstraße 1, 10115 Berlin',
  email: 'accounts@acme.example',
  ...extra,
})

/** Asks for an invoice through the storefront's /api, in a language (`path` carries it like the pages do). */
export async function request(token: string, body: unknown, langType = 'en') {
  return call(invoicesRoute.POST, { token, body, path: `/api/invoices?langType=${langType}` })
}

export async function supportToken() {
  const support = await userWithRole('support')
  const { token } = await payload.login({ collection: 'users', data: { email: (support as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return { support, token: token! }
}

export async function invoiceById(id: number): Promise<Invoice> {
  return (await payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true })) as Invoice
}

export { customer }
