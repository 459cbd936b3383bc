import type { Payload } from 'payload'
import { isSupport } from '../access/roles'
import { withTransaction } from '../db/transaction'
import { enqueueOrderMail } from '../orders/orderMails'
import { lockOrder, transitionOrder } from '../orders/orderStateMachine'
import { ReviewRefused, reviewMessages } from '../orders/reviewErrors'
import type { Order, User } from '../payload-types'
import { readListedProduct } from './currentListing'
import { type ListingValues, type UpdateLocale, changedSince, localizedFields, proposedPaths, singleFields, updateLocales } from './updateFields'

export type UpdateApproval = { productId: number; productKey: string; alreadyApproved: boolean; applied: string[]; changedSince: string[] }

export const updateReviewMessages = {
  productChanged: 'The product changed since this update was ordered: apply it anyway or reject it',
  productGone: 'The product is no longer in the catalogue: reject the update to refund it',
} as const

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

/**
 * The writes that carry a proposal onto the product: one for the values that are one per product
 * together with the English texts, then one per other language that has texts. Each publishes
 * (a version per write, as every catalogue change), so the product's history shows the update.
 */
function writesOf(proposal: ListingValues): { locale: UpdateLocale; data: Record<string, unknown> }[] {
  const perLocale = new Map<UpdateLocale, Record<string, unknown>>()
  const at = (locale: UpdateLocale) => perLocale.get(locale) ?? perLocale.set(locale, {}).get(locale)!
  for (const field of singleFields) {
    const value = proposal[field]
    if (value === undefined) continue
    at('en')[field] = field === 'screenshots' ? (value as number[]).map((image) => ({ image })) : value
  }
  for (const field of localizedFields) for (const locale of updateLocales) if (proposal[field]?.[locale] !== undefined) at(locale)[field] = proposal[field]![locale]
  return [...perLocale].map(([locale, data]) => ({ locale, data }))
}

/**
 * Support approves a paid update: the proposal is applied to the product and the order moves
 * in_review → approved, in one transaction under the order's row lock. The product is written
 * through the Local API with the transaction's `req` as the service (support is not a catalogue
 * editor; this is a decided, paid change), published, so its own hooks queue the search index and
 * the storefront's revalidation in the same transaction. When the product changed since the order
 * (the snapshot no longer matches) it is refused with the changed fields unless `applyAnyway`;
 * who decided, when, and what changed since are in the order and its log. Approving again answers
 * the first approval; a rejected order cannot be approved.
 */
export async function approveUpdate(payload: Payload, orderId: number, options: { applyAnyway?: boolean }, by: User): Promise<UpdateApproval> {
  if (!isSupport(by)) throw new ReviewRefused(403, reviewMessages.staffOnly)
  return withTransaction(payload, {}, async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.kind !== 'update') throw new ReviewRefused(404, reviewMessages.notFound)
    const productId = idOf(order.update?.product)
    const proposal = (order.update?.proposal ?? {}) as ListingValues
    if (order.status === 'approved') {
      const product = productId ? await readListedProduct(payload, { id: productId, req: tx.req }) : null
      return { productId: productId ?? 0, productKey: product?.key ?? '', alreadyApproved: true, applied: proposedPaths(proposal), changedSince: [] }
    }
    if (order.status === 'rejected' || order.status === 'refunded') throw new ReviewRefused(409, reviewMessages.alreadyRejected, { status: order.status })
    if (order.status !== 'in_review') throw new ReviewRefused(409, reviewMessages.notInReview, { status: order.status })

    const product = productId ? await readListedProduct(payload, { id: productId, req: tx.req }) : null
    if (!product) throw new ReviewRefused(409, updateReviewMessages.productGone)
    const stale = changedSince((order.update?.snapshot ?? {}) as ListingValues, product.values)
    if (stale.length > 0 && !options.applyAnyway) throw new ReviewRefused(409, updateReviewMessages.productChanged, { changedSince: stale })

    for (const { locale, data } of writesOf(proposal)) {
      await payload.update({
        collection: 'products',
        id: product.id,
        locale,
        data: { ...data, _status: 'published' },
        depth: 0,
        req: tx.req,
        overrideAccess: true,
      })
    }
    const now = new Date().toISOString()
    const applied = proposedPaths(proposal)
    await transitionOrder(tx, order as Order, 'approved', { actor: `user:${by.id}`, details: { decision: 'approve', product: product.id, applied, ...(stale.length ? { changedSince: stale, appliedAnyway: true } : {}) } }, {
      product: product.id,
      decidedBy: by.id,
      decidedAt: now,
      update: { ...order.update, appliedAt: now },
    })
    await enqueueOrderMail(tx, order.id, 'approved')
    return { productId: product.id, productKey: product.key, alreadyApproved: false, applied, changedSince: stale }
  })
}
