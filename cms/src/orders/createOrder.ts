import type { Payload } from 'payload'
import { startTask } from '../backgroundTasks/startTask'
import { LIMIT_REACHED, TaskLimitReached } from '../backgroundTasks/dailyLimit'
import { sql } from '../db/transaction'
import { env } from '../env'
import type { Order, ServicePackage, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { submissionOrderInput } from './orderInput'
import { appendOrderEvent } from './orderStateMachine'
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

  const pkg = (await payload.findByID({ collection: 'service-packages', id: form.packageId, depth: 0, disableErrors: true, user, overrideAccess: false })) as ServicePackage | null
  if (!pkg || pkg.kind !== 'submission' || pkg.enabled === false) throw new OrderRefused(400, orderMessages.package, { field: 'packageId' })
  const provider = ordersProvider(payload, deps)
  const wanted = form.currency ?? (provider.name === 'wechatpay' || env().EDITION === 'cn' ? 'CNY' : 'USD')
  const prices = pkg.prices ?? []
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
      // System write: customers write orders only through this function, which set every field.
      const created = (await payload.create({
        collection: 'orders',
        data: {
          orderRef: newOrderRef(),
          owner: user.id,
          kind: 'submission',
          locale: form.locale,
          package: pkg.id,
          submission: {
            productName: form.productName,
            officialUrl: form.officialUrl,
            contactEmail: form.contactEmail,
            category: form.category,
            shortDescription: form.shortDescription,
            logo: form.logo,
          },
          price: { amount: price.amount, currency: price.currency },
          provider: provider.name,
          status: 'pending',
          expiresAt: new Date(now.getTime() + UNPAID_ORDER_TTL_MS).toISOString(),
        },
        depth: 0,
        req: tx.req,
        overrideAccess: true,
      })) as Order
      await appendOrderEvent(tx, created, { type: 'created', actor: `user:${user.id}`, toStatus: 'pending', details: { package: pkg.id, amount: price.amount, currency: price.currency } })
      return created
    },
  ).catch((error: unknown) => {
    if (error instanceof TaskLimitReached) throw new OrderRefused(429, LIMIT_REACHED)
    throw error
  })
  return openAttempt(payload, order, form.locale, `user:${user.id}`, deps)
}
