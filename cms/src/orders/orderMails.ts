import type { Payload } from 'payload'
import { withTransaction, type Transaction } from '../db/transaction'
import { composeMail, type Mail } from '../email/compose'
import { mailLocale, mailT } from '../email/mailTexts'
import { env } from '../env'
import { enqueue } from '../jobs/enqueue'
import { formatMoney } from '../lib/money'
import { type Locale, localeMeta } from '../locales'
import type { Order, Product, User } from '../payload-types'
import { appendOrderEvent, lockOrder } from './orderStateMachine'

/** The mails an order sends its owner, one of each at most (started, ended and refunded are an ad's). */
export const orderMailKinds = ['paid', 'approved', 'rejected', 'started', 'ended', 'refunded'] as const
export type OrderMailKind = (typeof orderMailKinds)[number]

/**
 * The mail of an order whose kind writes its own (an ad names its position, dates and figures),
 * read in the sending transaction. Provided through the Payload config (`custom.orderMailComposers`),
 * since orders cannot import the domains built on it, like the paid steps (paidSteps.ts).
 */
export type OrderMailComposer = (tx: Transaction, order: Order, kind: OrderMailKind, locale: Locale, product: Product | null) => Promise<Mail>
export type OrderMailComposers = Partial<Record<Order['kind'], OrderMailComposer>>

const composerOf = (payload: Payload, kind: Order['kind']): OrderMailComposer | undefined =>
  (payload.config.custom as { orderMailComposers?: OrderMailComposers } | undefined)?.orderMailComposers?.[kind]

/**
 * Queues an order mail in the caller's transaction (the mail exists only if the change that causes it
 * commits). The singleton key folds duplicate jobs while one is queued; sendOrderMail makes sure a
 * retried or repeated job never sends twice.
 */
export async function enqueueOrderMail(tx: Transaction, orderId: number, mail: OrderMailKind): Promise<void> {
  await enqueue('orders.mail', { orderId, mail }, { req: tx.req, singletonKey: `order-mail:${mail}:${orderId}` })
}

export const mailLang = (locale: Locale) => (locale === 'zh-TW' ? 'zh-Hant' : locale === 'zh' ? 'zh-Hans' : locale)

/** A page of the storefront in `locale`, unprefixed in the default language like every link of the site. */
export function siteLink(locale: Locale, path: string): string {
  const settings = env()
  const prefix = locale === settings.DEFAULT_LANGUAGE ? '' : `/${localeMeta[locale].prefix}`
  return new URL(`${prefix}${path}`, settings.SITE_URL).toString()
}

/** The text of one order mail in the owner's language (pure, given the order and its product). */
export function orderMail(kind: OrderMailKind, order: Order, locale: Locale, product?: Pick<Product, 'key' | 'name'> | null): Mail {
  const t = mailT(locale)
  const brand = t('brand')
  const name = product?.name ?? order.submission?.productName ?? order.orderRef
  const amount = formatMoney(order.price, locale)
  const vars = { brand, product: name, amount }
  // An update of a listing says so; its texts have the same keys as a submission's.
  const base = order.kind === 'update' ? 'updateOrder' : 'order'
  const parts =
    kind === 'paid'
      ? [t(`${base}.paid.intro`, vars), t(`${base}.paid.next`), t(`${base}.paid.orders`), { link: siteLink(locale, '/user') }]
      : kind === 'approved'
        ? [t(`${base}.approved.intro`, vars), t(`${base}.approved.link`), { link: siteLink(locale, `/details/${encodeURIComponent(product?.key ?? '')}`) }, t(`${base}.approved.owner`)]
        : [t(`${base}.rejected.intro`, vars), t(`${base}.rejected.reason`, { reason: order.rejectionReason ?? '' }), t(`${base}.rejected.refund`, vars), t(`${base}.rejected.orders`), { link: siteLink(locale, '/user') }]
  return composeMail({ subject: t(`${base}.${kind}.subject`, vars), lang: mailLang(locale), parts })
}

/**
 * Sends one order mail to the order's owner, exactly once. The order row is locked while the mail
 * is sent and a `mail_sent` entry is written to its log in the same transaction, so a second job
 * (a retry, a duplicate) waits and then finds the entry; a send that fails rolls back and the job
 * is retried. The one window left is a crash after the mail server accepted the mail and before
 * the commit, which sends it again: a repeated mail rather than a lost one. System action: the
 * worker writes to the owner about their own order.
 */
export async function sendOrderMail(payload: Payload, orderId: number, kind: OrderMailKind): Promise<'sent' | 'already sent' | 'no order' | 'no address'> {
  return withTransaction(payload, {}, async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) return 'no order'
    const sent = await payload.find({
      collection: 'order-events',
      where: { and: [{ order: { equals: order.id } }, { type: { equals: 'mail_sent' } }, { 'details.mail': { equals: kind } }] },
      limit: 1,
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    })
    if (sent.docs.length) return 'already sent'
    const ownerId = typeof order.owner === 'object' ? order.owner.id : order.owner
    const owner = (await payload.findByID({ collection: 'users', id: ownerId, depth: 0, req: tx.req, overrideAccess: true, disableErrors: true })) as User | null
    // The account's address; the contact address given with the submission when the account has none.
    const to = owner?.email || order.submission?.contactEmail || order.ad?.contactEmail
    if (!to) return 'no address'
    // The listed product, or the one an update order changes (named before it is decided).
    const listed = order.product ?? order.update?.product ?? order.ad?.product
    const productId = typeof listed === 'object' ? listed?.id : listed
    const product = productId ? ((await payload.findByID({ collection: 'products', id: productId, depth: 0, req: tx.req, overrideAccess: true, disableErrors: true })) as Product | null) : null
    const locale = mailLocale(owner?.preferredLocale, order.locale)
    const compose = composerOf(payload, order.kind)
    const mail = compose ? await compose(tx, order, kind, locale, product) : orderMail(kind, order, locale, product)
    await payload.sendEmail({ to, subject: mail.subject, html: mail.html, text: mail.text })
    await appendOrderEvent(tx, order, { type: 'mail_sent', actor: 'job:orders.mail', details: { mail: kind, to } })
    return 'sent'
  })
}
