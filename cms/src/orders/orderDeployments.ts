import type { Queryable } from '../db/pool'

/** The deployment an order of kind `deployment` paid for: its id (for its status page) and the app's name. */
export type OrderDeployment = { deploymentId: number; appName: string | null }

/**
 * The deployments of these orders, by order id. The deployment names its order (`order_id`, unique),
 * not the other way round, and orders cannot import the deployments domain (it builds on orders),
 * so the table is read here as the ad positions' names are (orderLineNames.ts). An app's name is not
 * translated; one statement for a whole page of orders.
 */
export async function deploymentsOfOrders(db: Queryable, orderIds: number[]): Promise<Map<number, OrderDeployment>> {
  if (orderIds.length === 0) return new Map()
  const { rows } = await db.query<{ order_id: number; id: number; name: string | null }>({
    name: 'orders-deployments',
    text: `SELECT d.order_id, d.id, p.name FROM deployments d LEFT JOIN products p ON p.id = d.product_id WHERE d.order_id = ANY($1::int[])`,
    values: [orderIds],
  })
  return new Map(rows.map((r) => [r.order_id, { deploymentId: r.id, appName: r.name }]))
}
