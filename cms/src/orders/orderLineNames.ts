import type { Queryable } from '../db/pool'
import { isLocale, localeMeta, type Locale } from '../locales'
import type { Order } from '../payload-types'
import { deploymentsOfOrders } from './orderDeployments'

export type OrderLineNames = {
  packageName: string | null
  productName: string | null
  /** The deployment a `deployment` order paid for (its status page), else null. */
  deploymentId: number | null
}

const idOf = (v: unknown): number | null => (v == null ? null : typeof v === 'object' ? ((v as { id?: number }).id ?? null) : Number(v))

/**
 * What an order pays for, as its owner's pages name it: the package (an ad: its position) in
 * `locale` along the fallback chain, and the product (a submission: the name it proposes; an ad or
 * an update: the listed product's; a deployment: the app's, with the deployment). One query for an
 * order read at depth 0, beside it a second for a deployment's.
 */
export async function orderLineNames(db: Queryable, order: Order, locale?: string): Promise<OrderLineNames> {
  const productId = idOf(order.ad?.product) ?? idOf(order.update?.product)
  const [{ rows }, deployments] = await Promise.all([
    db.query<{ package_names: Record<string, string> | null; position_names: Record<string, string> | null; product_name: string | null }>({
      name: 'orders-line-names',
      text: `SELECT (SELECT json_object_agg(l._locale, l.name) FROM service_packages_locales l WHERE l._parent_id = $1) AS package_names,
                    (SELECT json_object_agg(l._locale, l.name) FROM ad_positions_locales l WHERE l._parent_id = $2) AS position_names,
                    (SELECT name FROM products WHERE id = $3) AS product_name`,
      values: [idOf(order.package), idOf(order.ad?.position), productId],
    }),
    order.kind === 'deployment' ? deploymentsOfOrders(db, [order.id]) : null,
  ])
  const deployment = deployments?.get(order.id)
  const row = rows[0]
  const first: Locale = isLocale(locale) ? locale : 'en'
  const named = (names: Record<string, string> | null | undefined) => (names ? ([first, ...localeMeta[first].fallback, 'en'].map((l) => names[l]).find(Boolean) ?? null) : null)
  return {
    packageName: named(row?.package_names) ?? named(row?.position_names),
    productName: order.submission?.productName ?? row?.product_name ?? deployment?.appName ?? null,
    deploymentId: deployment?.deploymentId ?? null,
  }
}
