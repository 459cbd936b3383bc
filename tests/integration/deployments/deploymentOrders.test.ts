import { env, stopProducer } from '@aidir/cms'
import { startDeployment } from '@aidir/cms/deployments'
import { listMyOrderHistory } from '@aidir/cms/invoices'
import { applyPaymentEvent, listMyOrders, readMyOrder, receivePaymentWebhook, sandboxProviderOf, sendOrderMail } from '@aidir/cms/orders'
import { createStartHandler } from '@aidir/tasks/jobs/deployments/startDeployment'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSandboxEvent } from '../../../cms/src/payments/sandbox/sandboxWebhook'
import { mailJobs, outboxTo } from '../ads/adLifecycleFixtures'
import { payload, userWithRole } from '../helpers'
import { orderById, storedEvents } from '../orders/orderFixtures'
import { deployableProduct, deploymentPackage, recordingSandbox } from './fixtures'

/**
 * A paid one-click deployment as its buyer's order pages and mails show it: the order names the
 * app and its deployment (the pay page, the orders list, the user centre's order history), the
 * checkout returns the buyer to the pay page (which goes on to the deployment's status page), and
 * the "paid" and "refunded" mails speak of the deployment — not of a listing — in the buyer's
 * language, each once.
 */
const log = { info() {}, warn() {}, error() {}, debug() {} }

async function buyer(locale?: string) {
  const user = await userWithRole('customer')
  if (locale) await payload.update({ collection: 'users', id: user.id, data: { preferredLocale: locale } as never, overrideAccess: true })
  return user
}

/** The sandbox's "paid" webhook for the order's open checkout, stored and applied as fulfilment's job would. */
async function pay(orderId: number) {
  const order = await orderById(orderId)
  const attempt = order.attempts!.at(-1)!
  const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: order.orderRef, attemptRef: attempt.attemptRef, amount: order.price.amount, currency: order.price.currency }, Date.now())
  // Delivered twice, as providers do: the second is a replay and changes nothing.
  for (let i = 0; i < 2; i++) expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
  for (const event of await storedEvents(order.orderRef)) await applyPaymentEvent(payload, event.id)
}

describe('deployment orders', () => {
  let product: { id: number; name: string }
  let paid: { id: number }
  beforeAll(async () => {
    ;[product, paid] = await Promise.all([deployableProduct(), deploymentPackage(499)])
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('names the app and its deployment on the pay page, in the orders list and in the order history; only to its owner', async () => {
    const owner = await buyer()
    const started = await startDeployment(payload, owner, { product: product.id, package: paid.id, settings: { OPENAI_API_KEY: 'k' }, locale: 'en' })
    const orderId = started.orderId!

    const { view } = await readMyOrder(payload, owner, orderId, 'en')
    expect(view).toMatchObject({ kind: 'deployment', productName: product.name, packageName: 'Instance', deploymentId: started.id, status: 'pending' })
    expect((await listMyOrders(payload, owner, 1, 10, 'en')).list).toEqual([expect.objectContaining({ id: orderId, productName: product.name, deploymentId: started.id })])
    const history = await listMyOrderHistory(payload, owner, 1, 10, 'en')
    expect(history.list).toEqual([expect.objectContaining({ id: orderId, kind: 'deployment', productName: product.name, deploymentId: started.id })])

    // The checkout returns the buyer to the pay page, which sends a paid deployment on to its status page.
    const redirect = view.checkout!.redirectUrl!
    const read = sandboxProviderOf(payload)!.readCheckout(redirect.split('/').at(-1)!)
    expect(read.ok && read.claims.successUrl).toBe(new URL(`/en/pay/${orderId}?payment=success`, env().SITE_URL).toString())

    // Another customer sees neither the order nor its app.
    const other = await buyer()
    await expect(readMyOrder(payload, other, orderId, 'en')).rejects.toMatchObject({ status: 404 })
    expect((await listMyOrderHistory(payload, other, 1, 10, 'en')).list).toEqual([])
    expect((await listMyOrders(payload, other, 1, 10, 'en')).list).toEqual([])
  })

  it('a paid deployment is mailed "paid" in its own words, once, in the buyer’s language', async () => {
    const zh = await buyer('zh')
    const started = await startDeployment(payload, zh, { product: product.id, package: paid.id, settings: { OPENAI_API_KEY: 'k' }, locale: 'zh' })
    const orderId = started.orderId!
    await pay(orderId)
    expect(await mailJobs(orderId)).toEqual(['paid'])
    expect(await sendOrderMail(payload, orderId, 'paid')).toBe('sent')
    expect(await sendOrderMail(payload, orderId, 'paid')).toBe('already sent')
    const [mail, ...more] = await outboxTo(zh.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe(`已收到付款：部署 ${product.name}`)
    expect(mail!.text).toContain('运行 24 小时')
    expect(mail!.text).toContain(`/zh/deployment/status/${started.id}`)
    // Not the listing's words: no review, no "收录".
    expect(mail!.text).not.toMatch(/收录|审核/)

    const en = await buyer('en')
    const second = await startDeployment(payload, en, { product: product.id, package: paid.id, settings: { OPENAI_API_KEY: 'k' }, locale: 'en' })
    await pay(second.orderId!)
    expect(await sendOrderMail(payload, second.orderId!, 'paid')).toBe('sent')
    const [english] = await outboxTo(en.email)
    expect(english!.subject).toBe(`Payment received: deploying ${product.name}`)
    expect(english!.text).toContain('it runs for 24 hours')
    expect(english!.text).toContain(`/deployment/status/${second.id}`)
    expect(english!.html).toContain('<a href=')
    expect(english!.text).not.toMatch(/listing|review/i)
  })

  it('a paid deployment that fails before it ran is refunded and its buyer told why, once', async () => {
    const ja = await buyer('ja')
    const started = await startDeployment(payload, ja, { product: product.id, package: paid.id, settings: { OPENAI_API_KEY: 'k' }, locale: 'ja' })
    const orderId = started.orderId!
    await pay(orderId)
    const handler = createStartHandler(async () => recordingSandbox({ refuse: 'exceeded quota: limits.memory' }).runtime)
    expect(await handler({ deploymentId: started.id }, { payload, log: log as never, jobId: 'j', attempt: 1 })).toMatchObject({ state: 'failed' })
    expect(await orderById(orderId)).toMatchObject({ status: 'refunded' })
    expect(await mailJobs(orderId)).toEqual(['paid', 'refunded'])
    expect(await sendOrderMail(payload, orderId, 'refunded')).toBe('sent')
    expect(await sendOrderMail(payload, orderId, 'refunded')).toBe('already sent')
    const refunded = (await outboxTo(ja.email)).find((m) => m.subject.includes('返金'))!
    expect(refunded.subject).toBe(`${product.name} のデプロイ料金を返金しました`)
    expect(refunded.text).toContain('exceeded quota: limits.memory')
    expect(refunded.text).toContain('$4.99')
  })
})
