import type { Payload } from 'payload'
import { startTask } from '../backgroundTasks/startTask'
import { LIMIT_REACHED, TaskLimitReached } from '../backgroundTasks/dailyLimit'
import { sql } from '../db/transaction'
import { env } from '../env'
import { poolOf } from '../db/pool'
import type { Order, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { submissionOrderInput } from './orderInput'
import { appendOrderEvent } from './orderStateMachine'
import { insertOrderRow } from './orderStore'
import { packageForOrder } from './packageForOrder'
import { type OrderDeps, nowOf, ordersProvider } from './ordersProvider'
import { ORDERS_PER_DAY, UNPAID_ORDER_TTL_MS, newOrderRef } from './orderRefs'
import { openAttempt } from './openAttempt'
import { listedProductKey } from './listedProduct'

/**
 * Places a paid submission for `user`: checks the form (SPEC §5 messages), refuses a product the
 * catalogue already lists (naming its key so the page can link it), prices it from the package on
 * the server, creates the pending order under the user's daily limit (counted in the creating
 * transaction under a lock, like the background tasks), then opens its first checkout.
 */
export async function createSubmissionOrder(payload: Payload, user: User, input: unknown, deps: OrderDeps & { perDay?: number } = {}): Promise<Order> {
  const form = submissionOrderInput.parse(input)
  const productKey = await listedProductKey(payload, form.officialUrl)
  if (productKey) throw new OrderRefused(409, orderMessages.alreadyListed, { field: 'officialUrl', productKey })

  // Anyone may read packages; read in one statement as this runs in every checkout.
  const pkg = await packageForOrder(poolOf(payload), form.packageId, form.locale)
  if (!pkg || pkg.kind !== 'submission' || !pkg.enabled) throw new OrderRefused(400, orderMessages.package, { field: 'packageId' })
  await refuseUnknownReferences(payload, user, form.category, form.logo)
  const provider = ordersProvider(payload, deps)
  const wanted = form.currency ?? (provider.name === 'wechatpay' || env().EDITION === 'cn' ? 'CNY' : 'USD')
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
      // System write: customers write orders only through this function, which sets every field.
      const created = await insertOrderRow(tx.sql, {
        orderRef: newOrderRef(),
        owner: user.id,
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
  return openAttempt(payload, order, form.locale, `user:${user.id}`, deps, pkg)
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
