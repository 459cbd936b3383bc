import { poolOf, stopProducer } from '@aidir/cms'
import { DAY_MS, offeredPositions } from '@aidir/cms/ads'
import { afterAll, describe, expect, it } from 'vitest'
import { pauseCampaign } from '../../../cms/src/ads/editorActions'
import { readAdOccupancy } from '../../../cms/src/ads/occupancy'
import type { User } from '../../../cms/src/payload-types'
import { payload, unique, userWithRole } from '../helpers'
import { adOrder, adPosition, payNow, publishedProduct } from './adFixtures'

const HOUR = 60 * 60 * 1000
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

/**
 * Support's occupancy view's data: every position (disabled ones too) with who runs, who is paused
 * and the queue in start order with the same expected starts /advertise quotes; and its time with
 * 200 campaigns across the positions.
 */
describe('the ad positions occupancy and queue', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('shows running, paused and queued ads with buyer, paid date and expected start; disabled positions marked', async () => {
    const position = await adPosition(1)
    const key = position.key as string
    const t0 = new Date('2029-02-01T10:00:00.000Z')
    const orders = await Promise.all([0, 1, 2].map(() => adOrder(key)))
    const [a, b, c] = orders
    await payNow(a!.order, t0)
    await payNow(b!.order, at(t0, HOUR))
    await payNow(c!.order, at(t0, 2 * HOUR))
    const now = at(t0, 3 * HOUR)

    const view = (await readAdOccupancy(payload, 'en', now)).find((p) => p.key === key)!
    expect(view).toMatchObject({ enabled: true, capacity: 1, nextFree: at(t0, 30 * DAY_MS).toISOString() })
    expect(view.running.map((r) => r.orderId)).toEqual([a!.order.id])
    expect(view.running[0]).toMatchObject({ buyerEmail: (a!.owner as unknown as { email: string }).email, paidAt: t0.toISOString(), endsAt: at(t0, 30 * DAY_MS).toISOString() })
    expect(view.queue.map((r) => [r.orderId, r.expectedStart])).toEqual([
      [b!.order.id, at(t0, 30 * DAY_MS).toISOString()],
      [c!.order.id, at(t0, 60 * DAY_MS).toISOString()],
    ])
    expect(view.queue[0]!.productName).toBeTruthy()
    // The same quote the buyer saw on /advertise: the next order would start after C.
    const offered = (await offeredPositions(payload, 'en', now)).find((p) => p.key === key)!
    expect(offered.expectedStart).toBe(at(t0, 90 * DAY_MS).toISOString())

    // Paused: listed apart with its remaining time; the queue's head runs in its place.
    const editor = (await userWithRole('editor')) as unknown as User
    await pauseCampaign(payload, view.running[0]!.id, editor, {}, { now: () => at(t0, 10 * DAY_MS) })
    const after = (await readAdOccupancy(payload, 'en', at(t0, 10 * DAY_MS))).find((p) => p.key === key)!
    expect(after.paused.map((r) => [r.orderId, r.remainingMs])).toEqual([[a!.order.id, 20 * DAY_MS]])
    expect(after.running.map((r) => r.orderId)).toEqual([b!.order.id])
    expect(after.queue.map((r) => r.orderId)).toEqual([c!.order.id])

    // A disabled position is listed and marked.
    const off = await adPosition(2, { enabled: false, placement: 'model_home' })
    expect((await readAdOccupancy(payload, 'en', now)).find((p) => p.key === off.key)).toMatchObject({ enabled: false, running: [], queue: [], nextFree: null })
  })

  it('loads 200 campaigns across the positions in under 100 ms', async () => {
    const pool = poolOf(payload)
    const owner = await userWithRole('customer')
    const products = await Promise.all([0, 1, 2, 3].map(() => publishedProduct()))
    const positions = await Promise.all([0, 1, 2, 3, 4, 5].map(() => adPosition(5)))
    const now = new Date()
    // 200 paid ad orders and their campaigns, written in bulk: 5 running and the rest queued per position.
    const prefix = unique('o').replace(/[^a-z0-9]/g, '')
    await pool.query(
      `INSERT INTO orders (order_ref, owner_id, kind, locale, price_amount, price_currency, provider, status, expires_at, paid_at, ad_product_id, ad_position_id)
       SELECT $1 || g, $2, 'ad', 'en', 1000, 'USD', 'sandbox', 'paid', now() + interval '1 hour', now() - make_interval(mins => 300 - g), ($3::int[])[1 + g % 4], ($4::int[])[1 + g % 6]
       FROM generate_series(1, 200) g`,
      [prefix, owner.id, products.map((p) => p.id), positions.map((p) => p.id)],
    )
    await pool.query(
      `INSERT INTO ad_campaigns (order_id, owner_id, product_id, position_id, status, duration_days, queued_at, starts_at, ends_at)
       SELECT o.id, o.owner_id, o.ad_product_id, o.ad_position_id,
         CASE WHEN row_number() OVER w <= 5 THEN 'running' ELSE 'queued' END::enum_ad_campaigns_status, 30, o.paid_at,
         CASE WHEN row_number() OVER w <= 5 THEN o.paid_at END, CASE WHEN row_number() OVER w <= 5 THEN o.paid_at + interval '30 days' END
       FROM orders o WHERE o.order_ref LIKE $1 || '%' WINDOW w AS (PARTITION BY o.ad_position_id ORDER BY o.paid_at)`,
      [prefix],
    )
    await readAdOccupancy(payload, 'en')
    const times: number[] = []
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      const view = await readAdOccupancy(payload, 'en')
      times.push(performance.now() - started)
      const mine = view.filter((p) => positions.some((q) => q.id === p.id))
      expect(mine.reduce((n, p) => n + p.running.length + p.queue.length, 0)).toBe(200)
    }
    times.sort((x, y) => x - y)
    const total = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ad_campaigns WHERE status IN ('running', 'queued', 'paused')`)).rows[0]!.n
    console.log(`ad occupancy view data: ${total} live campaigns, median ${times[10]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over 20 reads`)
    expect(times[10]!).toBeLessThan(100)
  })
})
