import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { OrderRefused } from '../orders/orderErrors'
import type { OrderDeps } from '../orders/ordersProvider'
import { chooseOrderPrice, placeOrder } from '../orders/placeOrder'
import type { Order, User } from '../payload-types'
import { adMessages } from './adMessages'
import { adOrderInput } from './adOrderInput'
import { positionByKey } from './positionStore'

/**
 * Places an ad order for `user` (SPEC §3 Ad order, §5): the tool must be a published product of
 * the catalogue, the position one on sale; the price comes from the position on the server, in
 * the requested or the edition's currency. Then it is placed like every order (daily limit, first
 * checkout); its campaign is created when it is paid (allocateCampaign.ts).
 */
export async function createAdOrder(payload: Payload, user: User, input: unknown, deps: OrderDeps & { perDay?: number } = {}): Promise<Order> {
  const form = adOrderInput.parse(input)
  const pool = poolOf(payload)
  // Anyone may read published products and positions: plain reads, as this runs in every checkout.
  const { rows } = await pool.query<{ id: number; name: string }>({
    name: 'ads-order-product',
    text: `SELECT id, name FROM products WHERE key = $1 AND status = 'published'`,
    values: [form.productKey],
  })
  const product = rows[0]
  if (!product) throw new OrderRefused(400, adMessages.tool, { field: 'productKey' })
  const position = await positionByKey(pool, form.positionKey, form.locale)
  if (!position || !position.enabled) throw new OrderRefused(400, adMessages.position, { field: 'positionKey' })
  const price = chooseOrderPrice(payload, position.prices, form.currency, deps)
  if (!price) throw new OrderRefused(400, adMessages.position, { field: 'positionKey' })
  return placeOrder(
    payload,
    user,
    {
      kind: 'ad',
      locale: form.locale,
      package: null,
      ad: { product: product.id, position: position.id, contactEmail: form.contactEmail },
      price,
      details: { position: position.key, product: product.id, durationDays: position.durationDays },
      description: `${position.name ?? position.key}: ${product.name}`,
    },
    deps,
  )
}
