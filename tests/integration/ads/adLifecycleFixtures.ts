import { poolOf } from '@aidir/cms'
import { sandboxProviderOf } from '@aidir/cms/orders'
import type { PaymentProvider } from '@aidir/cms/payments'
import { handleEndpoints } from 'payload'
import type { User } from '../../../cms/src/payload-types'
import { payload, userWithRole } from '../helpers'

/** The sandbox provider with its refund calls counted. */
export function countingSandbox() {
  const inner = sandboxProviderOf(payload)!
  let refunds = 0
  const provider = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'refund') return (...args: Parameters<PaymentProvider['refund']>) => ((refunds += 1), target.refund(...args))
      const value = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as PaymentProvider
  return { provider, refunds: () => refunds }
}

/** Jobs of a queue about one order (`data.orderId` or `data.id`), oldest first. */
export async function jobsFor(name: string, orderId: number): Promise<Record<string, unknown>[]> {
  const { rows } = await poolOf(payload).query(`SELECT data FROM pgboss.job WHERE name = $1 AND coalesce(data->>'orderId', data->>'id')::int = $2 ORDER BY created_on`, [name, orderId])
  return rows.map((r) => r.data)
}

export const mailJobs = async (orderId: number) => (await jobsFor('orders.mail', orderId)).map((d) => d.mail as string)

export async function outboxTo(address: string) {
  const found = await payload.find({ collection: 'outbox', where: { to: { equals: address } }, sort: 'createdAt', limit: 50, overrideAccess: true })
  return found.docs as unknown as { subject: string; text: string; html: string }[]
}

export async function signedIn(role: 'support' | 'editor' | 'customer' | 'admin', locale?: string) {
  const user = await userWithRole(role)
  if (locale) await payload.update({ collection: 'users', id: user.id, data: { preferredLocale: locale } as never, overrideAccess: true })
  const email = (user as unknown as { email: string }).email
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'correct horse battery staple' } })
  return { user: { ...(user as unknown as User), preferredLocale: locale ?? null } as User, email, token: token! }
}

/** POST /api/ads/review/{id} through Payload's endpoint router, as the admin's form posts it. */
export async function decideAd(token: string | null, id: number | string, body: unknown) {
  const request = new Request(`http://cms.test/api/ads/review/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) }, body: JSON.stringify(body) })
  const res = await handleEndpoints({ config: payload.config as never, request })
  return { status: res.status, body: (await res.json()) as any }
}

/**
 * Takes every other position of a placement off sale for the duration of `fn` (plain SQL, so their
 * editors' hooks do not run), so a test's own position has no comparable one; restored afterwards.
 */
export async function aloneInPlacement<T>(placement: string, own: number[], fn: () => Promise<T>): Promise<T> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number }>(`UPDATE ad_positions SET enabled = false WHERE placement = $1 AND enabled IS NOT FALSE AND NOT (id = ANY($2::int[])) RETURNING id`, [placement, own])
  try {
    return await fn()
  } finally {
    await pool.query(`UPDATE ad_positions SET enabled = true WHERE id = ANY($1::int[])`, [rows.map((r) => r.id)])
  }
}
