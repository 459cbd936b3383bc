import type { Payload } from 'payload'
import { isSupport } from '../access/roles'
import { sql, type Transaction, withTransaction } from '../db/transaction'
import type { Order, User } from '../payload-types'
import { hostOf } from './listedProduct'
import { enqueueOrderMail } from './orderMails'
import { lockOrder, transitionOrder } from './orderStateMachine'
import { ReviewRefused, reviewMessages } from './reviewErrors'
import { approvalEdits } from './reviewInput'

export type Approval = { productId: number; productKey: string; alreadyApproved: boolean }

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

/** A free product key from the name (or, for a name without Latin letters, the site's host). */
async function freeProductKey(tx: Transaction, name: string, url: string): Promise<string> {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '')
  const base = slug(name) || slug(hostOf(url)) || 'product'
  const { rows } = await tx.sql.execute<{ key: string }>(sql`SELECT key FROM products WHERE key = ${base} OR key LIKE ${`${base}-%`}`)
  const taken = new Set(rows.map((r) => r.key))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Support approves a paid submission: the product is created from the submitted data, with
 * support's corrections, as published with the customer as its owner, and the order moves
 * in_review → approved carrying it, in one transaction under the order's row lock. Creating the
 * product through the Local API with the transaction's `req` runs the collection's hooks, which
 * queue the search index and the storefront's revalidation in the same transaction (the page
 * and search see it as soon as the worker runs them). Approving again answers the product made
 * the first time; approving a rejected order is refused. A product already listed at the same
 * domain does not block it: support saw it beside the submission and decides.
 * The role is checked here; the product is written as the service (support is not a catalogue
 * editor, and this is the one way a customer's submission becomes a product).
 */
export async function approveSubmission(payload: Payload, orderId: number, edits: unknown, by: User): Promise<Approval> {
  if (!isSupport(by)) throw new ReviewRefused(403, reviewMessages.staffOnly)
  const changes = approvalEdits.parse(edits ?? {})
  return withTransaction(payload, {}, async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.kind !== 'submission') throw new ReviewRefused(404, reviewMessages.notFound)
    if (order.status === 'approved') {
      const productId = idOf(order.product)!
      const { rows } = await tx.sql.execute<{ key: string }>(sql`SELECT key FROM products WHERE id = ${productId}`)
      return { productId, productKey: rows[0]?.key ?? '', alreadyApproved: true }
    }
    if (order.status === 'rejected' || order.status === 'refunded') throw new ReviewRefused(409, reviewMessages.alreadyRejected, { status: order.status })
    if (order.status !== 'in_review') throw new ReviewRefused(409, reviewMessages.notInReview, { status: order.status })

    const submitted = order.submission ?? {}
    const name = changes.productName ?? submitted.productName ?? ''
    const url = changes.officialUrl ?? submitted.officialUrl ?? ''
    const description = changes.shortDescription ?? submitted.shortDescription?.trim() ?? ''
    const category = changes.category ?? idOf(submitted.category)
    const logo = changes.logo === null ? null : (changes.logo ?? idOf(submitted.logo))
    if (!category) throw new ReviewRefused(400, reviewMessages.categoryRequired, { field: 'category' })
    if (!description) throw new ReviewRefused(400, reviewMessages.descriptionRequired, { field: 'shortDescription' })

    const key = await freeProductKey(tx, name, url)
    const ownerId = idOf(order.owner)!
    // The submitted texts go in the default language; the other languages fall back to them until translated.
    const product = await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        key,
        name,
        url,
        category,
        logo: logo ?? undefined,
        type: 'paid',
        contentLanguage: order.locale === 'zh' || order.locale === 'zh-TW' ? 'zh' : 'en',
        tagline: description.length <= 160 ? description : `${description.slice(0, 159)}…`,
        description,
        owner: ownerId,
        // The submission form does not ask for pricing: the collection's default, marked for an editor to check.
        pricingModel: 'freemium',
        editorialReview: { needsReview: true, note: `Listed from paid submission ${order.orderRef}: check the pricing model and add screenshots and translations.` },
        status: 'published',
        _status: 'published',
      },
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    })
    const now = new Date().toISOString()
    const edited = Object.keys(changes).length ? { edits: changes } : {}
    await transitionOrder(tx, order as Order, 'approved', { actor: `user:${by.id}`, details: { decision: 'approve', product: product.id, productKey: key, ...edited } }, {
      product: product.id,
      decidedBy: by.id,
      decidedAt: now,
    })
    await enqueueOrderMail(tx, order.id, 'approved')
    return { productId: product.id, productKey: key, alreadyApproved: false }
  })
}
