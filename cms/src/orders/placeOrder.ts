import type { Payload } from 'payload'
import { startTask } from '../backgroundTasks/startTask'
import { LIMIT_REACHED, TaskLimitReached } from '../backgroundTasks/dailyLimit'
import { sql } from '../db/transaction'
import { env } from '../env'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import type { Order, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { appendOrderEvent } from './orderStateMachine'
import { type NewOrder, insertOrderRow } from './orderStore'
import { packageForOrder } from './packageForOrder'
import type { OrderKind } from './orderStates'
import { type OrderDeps, nowOf, ordersProvider } from './ordersProvider'
import { ORDERS_PER_DAY, UNPAID_ORDER_TTL_MS, newOrderRef } from './orderRefs'
import { openAttempt } from './openAttempt'

/** What a kind of order brings to the shared path: its package, language and its own group of fields. */
export type OrderPlacement = {
  kind: OrderKind
  /** The kind of service package that may price this order (service-packages' own kind names). */
  packageKind: string
  packageId: number
  locale: Locale
  currency?: string
  fields: Pick<NewOrder, 'submission' | 'update'>
}

/**
 * The part every kind of order shares once its own input is checked: the price from the package on
 * the server (in the requested currency, else the edition's), the pending order created under the
 * user's daily limit (counted in the creating transaction under a lock, like the background tasks),
 * its `created` log entry, then its first checkout.
 */
export async function placeOrder(payload: Payload, user: User, placement: OrderPlacement, deps: OrderDeps & { perDay?: number } = {}): Promise<Order> {
  // Anyone may read packages; read in one statement as this runs in every checkout.
  const pkg = await packageForOrder(poolOf(payload), placement.packageId, placement.locale)
  if (!pkg || pkg.kind !== placement.packageKind || !pkg.enabled) throw new OrderRefused(400, orderMessages.package, { field: 'packageId' })
  const provider = ordersProvider(payload, deps)
  const wanted = placement.currency ?? (provider.name === 'wechatpay' || env().EDITION === 'cn' ? 'CNY' : 'USD')
  const prices = pkg.prices
  const price = prices.find((p) => p.currency === wanted) ?? (provider.name === 'wechatpay' ? undefined : prices[0])
  if (!price || !(price.amount > 0)) throw new OrderRefused(400, orderMessages.package, { field: 'packageId' })

  const now = nowOf(deps)
  const perDay = deps.perDay ?? ORDERS_PER_DAY
  const order = await startTask(
    payload,
    {
      kind: 'order',
      userId: user.id,
      limit: (tx) => ({
        perDay,
        countSince: async (since) => {
          const { rows } = await tx.sql.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE owner_id = ${user.id} AND created_at >= ${since.toISOString()}`)
          return rows[0]?.n ?? 0
        },
      }),
    },
    async (tx) => {
      // System write: customers write orders only through the functions that call this one, which set every field.
      const created = await insertOrderRow(tx.sql, {
        orderRef: newOrderRef(),
        owner: user.id,
        kind: placement.kind,
        locale: placement.locale,
        package: pkg.id,
        ...placement.fields,
        price: { amount: price.amount, currency: price.currency as Order['price']['currency'] },
        provider: provider.name,
        expiresAt: new Date(now.getTime() + UNPAID_ORDER_TTL_MS).toISOString(),
      })
      await appendOrderEvent(tx, created, { type: 'created', actor: `user:${user.id}`, toStatus: 'pending', details: { package: pkg.id, amount: price.amount, currency: price.currency } })
      return created
    },
  ).catch((error: unknown) => {
    if (error instanceof TaskLimitReached) throw new OrderRefused(429, LIMIT_REACHED)
    throw error
  })
  return openAttempt(payload, order, placement.locale, `user:${user.id}`, deps, pkg)
}
