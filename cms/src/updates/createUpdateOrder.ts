import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { OrderRefused } from '../orders/orderErrors'
import type { OrderDeps } from '../orders/ordersProvider'
import { placeOrder, pricedPackage } from '../orders/placeOrder'
import type { Order, User } from '../payload-types'
import { readListedProduct } from './currentListing'
import { type ListingValues, localizedFields, proposedPaths, sameValue, snapshotOf, updateMessages as m, valueAt } from './updateFields'
import { type Proposal, updateOrderInput } from './updateInput'

/** The proposal without empty language groups, so `{ tagline: {} }` proposes nothing. */
function compact(proposal: Proposal): ListingValues {
  const out: ListingValues = { ...proposal }
  for (const field of localizedFields) {
    const texts = Object.fromEntries(Object.entries(proposal[field] ?? {}).filter(([, v]) => v !== undefined))
    if (Object.keys(texts).length) out[field] = texts
    else delete out[field]
  }
  return out
}

/**
 * Places a paid update of a listed product for `user` (SPEC §5: anyone signed in who names the
 * tool and a contact email; the product's owner is shown to support as such). The proposal must
 * change something, and every value it names must differ from the product's current one; a
 * screenshot is either one the product shows now or an image this user uploaded. The order keeps
 * the proposal as submitted and a snapshot of the values it would replace (the left side of
 * support's diff, and how a later change to the product is noticed). Priced from the update
 * package on the server; the daily limit, providers and first checkout are the orders' own.
 */
export async function createUpdateOrder(payload: Payload, user: User, input: unknown, deps: OrderDeps & { perDay?: number } = {}): Promise<Order> {
  const form = updateOrderInput.parse(input)
  const product = await readListedProduct(payload, { key: form.product, user })
  if (!product) throw new OrderRefused(400, m.tool, { field: 'product' })

  const proposal = compact(form.proposal)
  const paths = proposedPaths(proposal)
  if (paths.length === 0) throw new OrderRefused(400, m.nothingChanged, { field: 'proposal' })
  const same = paths.find((path) => sameValue(valueAt(proposal, path), valueAt(product.values, path)))
  if (same) throw new OrderRefused(400, m.sameAsCurrent, { field: `proposal.${same}` })
  if (proposal.screenshots) await refuseForeignScreenshots(payload, user, proposal.screenshots, product.values.screenshots ?? [])

  const packageId = form.packageId ?? (await updatePackageOnSale(payload))
  if (!packageId) throw new OrderRefused(503, m.noPackage)
  const { pkg, price } = await pricedPackage(payload, { packageId, kind: 'update', locale: form.locale, currency: form.currency }, deps)
  return placeOrder(
    payload,
    user,
    {
      kind: 'update',
      locale: form.locale,
      package: pkg.id,
      update: { product: product.id, contactEmail: form.contactEmail, proposal, snapshot: snapshotOf(proposal, product.values) },
      price,
      details: { package: pkg.id, product: product.id },
      description: `${pkg.name ?? 'Update'}: ${product.values.name ?? form.product}`,
    },
    deps,
  )
}

/** A screenshot the product does not show now must be an image this user uploaded (never another customer's). */
async function refuseForeignScreenshots(payload: Payload, user: User, ids: number[], current: number[]) {
  const added = [...new Set(ids.filter((id) => !current.includes(id)))]
  if (new Set(ids).size !== ids.length) throw new OrderRefused(400, m.screenshots, { field: 'proposal.screenshots' })
  if (added.length === 0) return
  const { rows } = await poolOf(payload).query<{ n: number }>({
    name: 'updates-own-screenshots',
    text: `SELECT count(*)::int AS n FROM media WHERE id = ANY($1::int[]) AND uploaded_by_id = $2`,
    values: [added, user.id],
  })
  if ((rows[0]?.n ?? 0) !== added.length) throw new OrderRefused(400, m.screenshots, { field: 'proposal.screenshots' })
}

/** The first update package on sale, in editorial order. */
async function updatePackageOnSale(payload: Payload): Promise<number | null> {
  const { rows } = await poolOf(payload).query<{ id: number }>({
    name: 'updates-package',
    text: `SELECT id FROM service_packages WHERE kind = 'update' AND enabled IS NOT FALSE ORDER BY "order", id LIMIT 1`,
  })
  return rows[0]?.id ?? null
}
