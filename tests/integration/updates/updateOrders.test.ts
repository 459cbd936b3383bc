import { env, poolOf, stopProducer } from '@aidir/cms'
import { handleEndpoints } from 'payload'
import { applyPaymentEvent, payMyOrder, readMyOrder, readReviewQueue, receivePaymentWebhook, sandboxProviderOf, sendOrderMail } from '@aidir/cms/orders'
import type { PaymentProvider } from '@aidir/cms/payments'
import { approveUpdate, createUpdateOrder, readListedProduct, rejectUpdate } from '@aidir/cms/updates'
import { uploadLogo } from '@aidir/cms/uploads'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSandboxEvent } from '../../../cms/src/payments/sandbox/sandboxWebhook'
import type { Order, Product, User } from '../../../cms/src/payload-types'
import { cmsApi } from '../accessMatrix/cmsApi'
import { createProduct, payload, unique, userWithRole } from '../helpers'
import { customer, eventsOf, orderById, storedEvents, transitionsOf } from '../orders/orderFixtures'

/**
 * Paid updates of a listed product: the order keeps the proposal and a snapshot of what it
 * replaces, support's approval applies exactly the proposed values (each field kind, one language
 * at a time, nothing else touched), a product changed since is said and applied only on purpose,
 * a rejection refunds once however often it is pressed, and nobody else reads, pays or decides.
 */
const api = cmsApi(payload)

async function updatePackage() {
  const found = await payload.find({ collection: 'service-packages', where: { kind: { equals: 'update' } }, limit: 1, overrideAccess: true })
  if (found.docs[0]) return found.docs[0]
  return payload.create({ collection: 'service-packages', data: { key: unique('update'), kind: 'update', name: 'Listing update', prices: [{ amount: 1_900, currency: 'USD' }, { amount: 9_900, currency: 'CNY' }], enabled: true } as never, overrideAccess: true })
}

async function listed(extra: Record<string, unknown> = {}) {
  const product = (await createProduct({ url: 'https://old.example.com', tagline: 'Old tagline', description: 'Old description', ...extra })) as Product
  for (const [locale, tagline] of [['zh', '旧标语'], ['ja', '古いキャッチ']] as const) {
    await payload.update({ collection: 'products', id: product.id, locale, data: { tagline, description: `${tagline} 说明` }, overrideAccess: true, context: { skipSearchIndex: true } })
  }
  return product
}

async function productIn(id: number, locale: 'en' | 'zh' | 'zh-TW' | 'ja') {
  return (await payload.findByID({ collection: 'products', id, locale, fallbackLocale: false, depth: 0, overrideAccess: true })) as Product
}

/** Pays the order's open checkout through the sandbox webhook and runs the fulfilment the worker would. */
async function pay(order: Order) {
  const attempt = order.attempts!.at(-1)!
  const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: order.orderRef, attemptRef: attempt.attemptRef, amount: order.price.amount, currency: order.price.currency }, Date.now())
  expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
  for (const row of await storedEvents(order.orderRef)) if (!row.applied_at) await applyPaymentEvent(payload, row.id)
  return orderById(order.id)
}

async function orderUpdate(product: Product, proposal: Record<string, unknown>, who?: User) {
  const buyer = who ?? (await customer())
  const order = await createUpdateOrder(payload, buyer, { product: product.key, contactEmail: 'owner@example.com', proposal, locale: 'en' })
  return { buyer, order }
}

async function staff(role: 'support' | 'editor' | 'customer' | 'admin') {
  const user = await userWithRole(role)
  const { token } = await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return { user: user as unknown as User, token: token! }
}

async function decide(token: string | null, id: number | string, body: unknown) {
  const request = new Request(`http://cms.test/api/updates/review/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) }, body: JSON.stringify(body) })
  const res = await handleEndpoints({ config: payload.config as never, request })
  return { status: res.status, body: (await res.json()) as any }
}

function countingSandbox() {
  const inner = sandboxProviderOf(payload)!
  let refunds = 0
  const provider = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'refund') return (...args: Parameters<PaymentProvider['refund']>) => ((refunds += 1), target.refund(...args))
      const value = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as PaymentProvider
  return { provider, refunds: () => refunds }
}

const picture = () => sharp({ create: { width: 64, height: 40, channels: 3, background: '#0f766e' } }).png().toBuffer()

describe('paid product updates', () => {
  let support: { user: User; token: string }
  beforeAll(async () => {
    support = await staff('support')
    await updatePackage()
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('the order keeps the proposal and a snapshot of the values it replaces, priced from the update package', async () => {
    const product = await listed()
    const { order } = await orderUpdate(product, { tagline: { zh: '新标语' }, url: 'https://new.example.com' })
    expect(order).toMatchObject({ kind: 'update', status: 'pending', price: { amount: 1_900, currency: 'USD' } })
    const stored = await orderById(order.id)
    expect(stored.update).toMatchObject({
      product: product.id,
      contactEmail: 'owner@example.com',
      proposal: { tagline: { zh: '新标语' }, url: 'https://new.example.com' },
      snapshot: { tagline: { zh: '旧标语' }, url: 'https://old.example.com' },
    })
    expect(order.attempts).toHaveLength(1)
  })

  it('refuses what the spec refuses, with its messages and the field at fault', async () => {
    const product = await listed()
    const buyer = await customer()
    const attempt = (input: Record<string, unknown>) => createUpdateOrder(payload, buyer, { product: product.key, contactEmail: 'owner@example.com', proposal: { name: 'New name' }, ...input })
    await expect(attempt({ product: '' })).rejects.toThrow('If the tool cannot be found, please submit it first')
    await expect(attempt({ product: 'no-such-product-here' })).rejects.toMatchObject({ status: 400, message: 'If the tool cannot be found, please submit it first', data: { field: 'product' } })
    await expect(attempt({ contactEmail: 'not-an-address' })).rejects.toThrow('Please enter a valid email address')
    await expect(attempt({ contactEmail: undefined })).rejects.toThrow('Please enter a valid email address')
    await expect(attempt({ proposal: {} })).rejects.toMatchObject({ status: 400, message: 'Please change at least one field' })
    await expect(attempt({ proposal: { tagline: {} } })).rejects.toMatchObject({ message: 'Please change at least one field' })
    await expect(attempt({ proposal: { tagline: { zh: '旧标语' } } })).rejects.toMatchObject({ message: 'This is the same as the current value', data: { field: 'proposal.tagline.zh' } })
    await expect(attempt({ proposal: { url: 'https://old.example.com' } })).rejects.toMatchObject({ data: { field: 'proposal.url' } })
    await expect(attempt({ proposal: { url: 'ftp://x' } })).rejects.toThrow('Please enter a valid URL')
    await expect(attempt({ proposal: { pricingModel: 'very-cheap' } })).rejects.toThrow('Please select a pricing model')
    // A screenshot that is another customer's upload (or no upload at all) is refused.
    const other = await customer()
    const theirs = await uploadLogo(payload, other, { type: 'image/png', size: 100, data: new Uint8Array(await picture()) })
    await expect(attempt({ proposal: { screenshots: [theirs.id] } })).rejects.toMatchObject({ message: 'Please upload the screenshots again', data: { field: 'proposal.screenshots' } })
    // A draft (unpublished) product is not a tool one can order an update of.
    const draft = (await createProduct({ status: 'draft', _status: 'draft' })) as Product
    await expect(createUpdateOrder(payload, buyer, { product: draft.key, contactEmail: 'owner@example.com', proposal: { name: 'x' } })).rejects.toMatchObject({ data: { field: 'product' } })
    expect((await payload.count({ collection: 'orders', where: { owner: { equals: buyer.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('approval applies each field kind, one language at a time, and leaves everything else as it was', async () => {
    const product = await listed({ pricingModel: 'freemium' })
    const buyer = await customer()
    const shot = await uploadLogo(payload, buyer, { type: 'image/png', size: 100, data: new Uint8Array(await picture()) })
    const { order } = await orderUpdate(product, { name: 'Renamed Tool', url: 'https://new.example.com/', pricingModel: 'paid', screenshots: [shot.id], tagline: { zh: '新标语', 'zh-TW': '新標語' }, description: { ja: '新しい説明' } }, buyer)
    const paid = await pay(order)
    expect(paid.status).toBe('in_review')
    const queue = await readReviewQueue(payload)
    expect(queue.waiting.find((w) => w.id === order.id)).toMatchObject({ kind: 'update', productName: product.name })

    const approval = await approveUpdate(payload, order.id, {}, support.user)
    expect(approval).toMatchObject({ productId: product.id, productKey: product.key, alreadyApproved: false, changedSince: [] })
    const [en, zh, tw, ja] = await Promise.all((['en', 'zh', 'zh-TW', 'ja'] as const).map((l) => productIn(product.id, l)))
    expect(en).toMatchObject({ name: 'Renamed Tool', url: 'https://new.example.com/', pricingModel: 'paid', tagline: 'Old tagline', description: 'Old description', _status: 'published' })
    expect(en.screenshots?.map((s) => s.image)).toEqual([shot.id])
    expect(zh).toMatchObject({ tagline: '新标语', description: '旧标语 说明' })
    expect(tw).toMatchObject({ tagline: '新標語' })
    expect(ja).toMatchObject({ tagline: '古いキャッチ', description: '新しい説明' })
    // Untouched: what the proposal did not name.
    const categoryOf = (p: Product) => (typeof p.category === 'object' ? p.category.id : p.category)
    expect({ key: en.key, category: categoryOf(en), type: en.type }).toEqual({ key: product.key, category: categoryOf(product), type: product.type })

    const after = await orderById(order.id)
    expect(after).toMatchObject({ status: 'approved', product: product.id, decidedBy: support.user.id })
    expect(after.update?.appliedAt).toBeTruthy()
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review', 'in_review>approved'])
    // The product's hooks queued the storefront's revalidation in the same transaction.
    const { rows } = await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = 'products' AND data::text LIKE $1`, [`%${product.key}%`])
    expect(rows[0].n).toBeGreaterThan(0)
    // Approving again answers the first approval and writes nothing.
    expect(await approveUpdate(payload, order.id, {}, support.user)).toMatchObject({ productId: product.id, alreadyApproved: true })
    expect(await transitionsOf(order.id)).toHaveLength(3)
    // The mails: paid, then applied, in the buyer's language, naming the product.
    expect(await sendOrderMail(payload, order.id, 'approved')).toBe('sent')
    expect(await sendOrderMail(payload, order.id, 'approved')).toBe('already sent')
    const mails = await payload.find({ collection: 'outbox', where: { to: { equals: (buyer as unknown as { email: string }).email } }, overrideAccess: true })
    expect(mails.docs.map((m) => (m as unknown as { subject: string }).subject)).toContain('The listing of Renamed Tool is updated')
  })

  it('a product changed since the order is said, and applied only when support says so', async () => {
    const product = await listed()
    const { order } = await orderUpdate(product, { tagline: { en: 'Proposed tagline' }, name: 'Proposed Name' })
    await pay(order)
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { tagline: 'Edited meanwhile' }, overrideAccess: true, context: { skipSearchIndex: true } })

    await expect(approveUpdate(payload, order.id, {}, support.user)).rejects.toMatchObject({ status: 409, data: { changedSince: ['tagline.en'] } })
    expect(await decide(support.token, order.id, { decision: 'approve' })).toMatchObject({ status: 409, body: { message: 'The product changed since this update was ordered: apply it anyway or reject it', changedSince: ['tagline.en'] } })
    expect((await orderById(order.id)).status).toBe('in_review')
    expect((await productIn(product.id, 'en')).tagline).toBe('Edited meanwhile')

    const applied = await decide(support.token, order.id, { decision: 'approve', applyAnyway: true })
    expect(applied).toMatchObject({ status: 200, body: { changedSince: ['tagline.en'], alreadyApproved: false } })
    expect(await productIn(product.id, 'en')).toMatchObject({ tagline: 'Proposed tagline', name: 'Proposed Name' })
    const decision = (await eventsOf(order.id)).find((e) => e.toStatus === 'approved')!
    expect(decision.details).toMatchObject({ decision: 'approve', appliedAnyway: true, changedSince: ['tagline.en'] })
  })

  it('rejection needs a reason and refunds in full once, however often it is pressed; the product stays as it was', async () => {
    const product = await listed()
    const { order } = await orderUpdate(product, { description: { en: 'A much better description' } })
    await pay(order)
    const sandbox = countingSandbox()
    await expect(rejectUpdate(payload, order.id, ' ', support.user, { provider: sandbox.provider })).rejects.toThrow()
    expect(await decide(support.token, order.id, { decision: 'reject', reason: '' })).toMatchObject({ status: 400, body: { message: 'Please give the reason for the rejection' } })

    const first = await rejectUpdate(payload, order.id, 'The new description is advertising copy.', support.user, { provider: sandbox.provider })
    const second = await rejectUpdate(payload, order.id, 'Pressed twice', support.user, { provider: sandbox.provider })
    const third = await decide(support.token, order.id, { decision: 'reject', reason: 'Pressed again' })
    expect(first).toMatchObject({ alreadyRejected: false, refund: { refunded: true } })
    expect(second).toMatchObject({ alreadyRejected: true, refund: { refunded: true, alreadyRequested: true } })
    expect(third).toMatchObject({ status: 200, body: { alreadyRejected: true } })
    expect(sandbox.refunds()).toBe(1)
    const after = await orderById(order.id)
    expect(after).toMatchObject({ status: 'refunded', rejectionReason: 'The new description is advertising copy.', refund: { status: 'succeeded' } })
    expect((await eventsOf(order.id)).filter((e) => e.type === 'refund_requested')).toHaveLength(1)
    expect((await productIn(product.id, 'en')).description).toBe('Old description')
    await expect(approveUpdate(payload, order.id, { applyAnyway: true }, support.user)).rejects.toThrow('it can no longer be approved')
    expect(await sendOrderMail(payload, order.id, 'rejected')).toBe('sent')
  })

  it('nobody else reads, pays or decides the order', async () => {
    const product = await listed()
    const { buyer, order } = await orderUpdate(product, { name: unique('Another name') })
    const stranger = await customer()
    await expect(readMyOrder(payload, stranger, order.id)).rejects.toMatchObject({ status: 404 })
    await expect(payMyOrder(payload, stranger, order.id, {})).rejects.toMatchObject({ status: 404 })
    expect((await readMyOrder(payload, buyer as User, order.id)).view).toMatchObject({ kind: 'update', productName: product.name })
    expect((await readMyOrder(payload, buyer as User, order.id)).view.packageName).toBeTruthy()
    expect((await api.rest('GET', `/orders/${order.id}`, stranger.token)).status).toBe(404)
    expect((await api.rest('PATCH', `/orders/${order.id}`, (buyer as unknown as { token: string }).token, { status: 'approved' })).status).toBe(403)

    await pay(order)
    const editor = await staff('editor')
    await expect(approveUpdate(payload, order.id, {}, stranger)).rejects.toMatchObject({ status: 403 })
    await expect(approveUpdate(payload, order.id, {}, editor.user)).rejects.toMatchObject({ status: 403 })
    expect((await decide(null, order.id, { decision: 'approve' })).status).toBe(401)
    expect((await decide(stranger.token, order.id, { decision: 'approve' })).status).toBe(403)
    expect((await decide(editor.token, order.id, { decision: 'reject', reason: 'No thanks' })).status).toBe(403)
    expect((await decide(support.token, 'abc', { decision: 'approve' })).status).toBe(404)
    expect((await decide(support.token, order.id, { decision: 'maybe' })).status).toBe(400)
    expect((await orderById(order.id)).status).toBe('in_review')
    // A submission's decision function does not apply an update (and the reverse): one kind each.
    await expect(approveUpdate(payload, 2_000_000_000, {}, support.user)).rejects.toMatchObject({ status: 404 })
    expect((await readListedProduct(payload, { key: product.key, user: stranger }))?.id).toBe(product.id)
  })
})
