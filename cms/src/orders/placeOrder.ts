import type { Payload } from 'payload'
import { LIMIT_REACHED, startOfUtcDay, taskStartsLockStatement } from '../backgroundTasks/dailyLimit'
import { inTransaction, poolOf } from '../db/pool'
import { poolSql } from '../db/poolSql'
import { env } from '../env'
import type { Locale } from '../locales'
import type { Order, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { type NewOrder, insertOrderRow } from './orderStore'
import { type OrderDeps, nowOf, ordersProvider } from './ordersProvider'
import { type PackageForOrder, packageForOrder } from './packageForOrder'
import { ORDERS_PER_DAY, UNPAID_ORDER_TTL_MS, newOrderRef } from './orderRefs'
import { openAttempt } from './openAttempt'

export type Price = { amount: number; currency: string }

/**
 * Which of a priced thing's prices an order charges: the one in the requested currency, else the
 * edition's (CNY with WeChat Pay or in the China edition, USD otherwise); outside WeChat Pay the
 * first price when that currency is missing. Null when nothing payable is left.
 */
export function chooseOrderPrice(payload: Payload, prices: Price[], currency: string | undefined, deps: OrderDeps = {}): Price | null {
  const provider = ordersProvider(payload, deps)
  const wanted = currency ?? (provider.name === 'wechatpay' || env().EDITION === 'cn' ? 'CNY' : 'USD')
  const price = prices.find((p) => p.currency === wanted) ?? (provider.name === 'wechatpay' ? undefined : prices[0])
  return price && price.amount > 0 ? price : null
}

/**
 * An enabled service package of `kind` and the price an order of it charges (chooseOrderPrice);
 * 400 'Please select a package' on `packageId` otherwise. Read in one statement: it runs in every checkout.
 */
export async function pricedPackage(payload: Payload, input: { packageId: number; kind: string; locale: Locale; currency?: string }, deps: OrderDeps = {}): Promise<{ pkg: PackageForOrder; price: Price }> {
  const pkg = await packageForOrder(poolOf(payload), input.packageId, input.locale)
  if (!pkg || pkg.kind !== input.kind || !pkg.enabled) throw new OrderRefused(400, orderMessages.package, { field: 'packageId' })
  const price = chooseOrderPrice(payload, pkg.prices, input.currency, deps)
  if (!price) throw new OrderRefused(400, orderMessages.package, { field: 'packageId' })
  return { pkg, price }
}

export type OrderDraft = Omit<NewOrder, 'orderRef' | 'owner' | 'provider' | 'expiresAt' | 'price' | 'locale'> & {
  locale: Locale
  price: Price
  /** What the order's first log entry records besides the amount. */
  details: Record<string, unknown>
  /** The checkout's line at the provider. */
  description: string
}

/**
 * Every kind of order is placed the same way once its own checks passed and its price was taken
 * from the server: the pending order is written under the user's daily limit (429 'Submission limit
 * reached'), with its first log entry, then its first checkout is opened.
 *
 * The limit is the background tasks' rule (dailyLimit.ts: the (kind, user) lock, then the day's
 * count) in fewer round trips, since every checkout runs it: the lock goes with BEGIN, the count
 * with the insert, on a plain connection (only raw SQL runs here, no Local API call needs a
 * Payload request). Four statements in three round trips instead of five.
 */
export async function placeOrder(payload: Payload, user: User, draft: OrderDraft, deps: OrderDeps & { perDay?: number } = {}): Promise<Order> {
  const provider = ordersProvider(payload, deps)
  const now = nowOf(deps)
  const perDay = deps.perDay ?? ORDERS_PER_DAY
  const { details, description, price, ...row } = draft
  // System write: customers write orders only through the order functions, which set every field.
  const order = await inTransaction(
    poolOf(payload),
    (client) =>
      insertOrderRow(
        poolSql(client),
        {
          ...row,
          orderRef: newOrderRef(),
          owner: user.id,
          price: { amount: price.amount, currency: price.currency as Order['price']['currency'] },
          provider: provider.name,
          expiresAt: new Date(now.getTime() + UNPAID_ORDER_TTL_MS).toISOString(),
        },
        { actor: `user:${user.id}`, details: { ...details, amount: price.amount, currency: price.currency } },
        { perDay, since: startOfUtcDay() },
      ),
    { first: taskStartsLockStatement('order', user.id) },
  )
  if (!order) throw new OrderRefused(429, LIMIT_REACHED)
  return openAttempt(payload, order, draft.locale, `user:${user.id}`, deps, { description })
}
