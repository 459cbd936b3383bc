import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Order, ServicePackage, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { submissionOrderInput } from './orderInput'
import type { OrderDeps } from './ordersProvider'
import { placeOrder, pricedPackage } from './placeOrder'
import { listedProductKey } from './listedProduct'

/**
 * Places a paid submission for `user`: checks the form (SPEC §5 messages), refuses a product the
 * catalogue already lists (naming its key so the page can link it), prices it from the package on
 * the server, then places it like every order (placeOrder.ts: daily limit, first checkout).
 */
export async function createSubmissionOrder(payload: Payload, user: User, input: unknown, deps: OrderDeps & { perDay?: number } = {}): Promise<Order> {
  const form = submissionOrderInput.parse(input)
  // The three checks read independent rows: run side by side, they cost one round trip of waiting.
  // Settled together, then refused in a fixed order (listed, package, references), as when run one by one.
  const [listed, priced, references] = await Promise.allSettled([
    listedProductKey(payload, form.officialUrl),
    pricedPackage(payload, { packageId: form.packageId, kind: 'submission', locale: form.locale, currency: form.currency }, deps),
    refuseUnknownReferences(payload, user, form.category, form.logo),
  ])
  const productKey = settledValue(listed)
  if (productKey) throw new OrderRefused(409, orderMessages.alreadyListed, { field: 'officialUrl', productKey })
  const { pkg, price } = settledValue(priced)
  settledValue(references)
  const placed = await placeOrder(
    payload,
    user,
    {
      kind: 'submission',
      locale: form.locale,
      package: pkg.id,
      submission: {
        productName: form.productName,
        officialUrl: form.officialUrl,
        contactEmail: form.contactEmail,
        category: form.category ?? null,
        shortDescription: form.shortDescription,
        logo: form.logo ?? null,
      },
      price,
      details: { package: pkg.id },
      description: `${pkg.name ?? 'Package'}: ${form.productName}`,
    },
    deps,
  )
  // Its package as the owner's view shows it (viewOfOwnOrder), read above: no second read.
  return { ...placed, package: { id: pkg.id, name: pkg.name } as ServicePackage }
}

const settledValue = <T>(r: PromiseSettledResult<T>): T => {
  if (r.status === 'rejected') throw r.reason
  return r.value
}

/**
 * A category that does not exist, or a logo that is not an image this user uploaded (never another
 * customer's), is the form's mistake: 400 on its field, not a database error.
 */
async function refuseUnknownReferences(payload: Payload, user: User, category: number | undefined, logo: number | undefined) {
  if (category === undefined && logo === undefined) return
  const { rows } = await poolOf(payload).query<{ category: boolean; logo: boolean }>({
    name: 'orders-references',
    text: `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM categories WHERE id = $1)) AS category,
                  ($2::int IS NULL OR EXISTS (SELECT 1 FROM media WHERE id = $2 AND uploaded_by_id = $3)) AS logo`,
    values: [category ?? null, logo ?? null, user.id],
  })
  if (!rows[0]?.category) throw new OrderRefused(400, orderMessages.category, { field: 'category' })
  if (!rows[0]?.logo) throw new OrderRefused(400, orderMessages.logo, { field: 'logo' })
}
