import { withPeer } from '../../../cms/src/lib/peerAddress'
import { createProduct, payload, unique } from '../helpers'
import { customer, placeOrder } from '../orders/orderFixtures'
import type { User } from '../../../cms/src/payload-types'

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

type Placement = 'home_banner' | 'home_recommended' | 'product_library_home' | 'mcp_home' | 'model_home' | 'news_reading'

/** An ad position of our own (unique key), so other tests' positions never share its capacity. */
export async function position(placement: Placement, options: { capacity?: number; enabled?: boolean } = {}) {
  return payload.create({
    collection: 'ad-positions',
    locale: 'en',
    data: { key: unique('pos'), placement, name: 'Test position', capacity: options.capacity ?? 3, durationDays: 30, enabled: options.enabled ?? true, prices: [{ amount: 999, currency: 'USD' }] } as any,
    overrideAccess: true,
  })
}

/**
 * A campaign as the ads domain leaves it (a test fixture written as the system): by default running
 * since an hour ago for 30 days. Each needs an order of its own (one campaign per order).
 */
export async function campaign(options: { position: { id: number }; owner?: User & { token: string }; product?: { id: number }; status?: string; startsAt?: Date; endsAt?: Date; productStatus?: 'published' | 'draft' }) {
  const owner = options.owner ?? (await customer())
  const { order } = await placeOrder({}, owner)
  const product = options.product ?? (await createProduct({ status: options.productStatus ?? 'published', tagline: 'Writes your release notes' }))
  const now = Date.now()
  const startsAt = options.startsAt ?? new Date(now - HOUR)
  const doc = await payload.create({
    collection: 'ad-campaigns',
    data: {
      order: order.id,
      owner: owner.id,
      product: product.id,
      position: options.position.id,
      status: options.status ?? 'running',
      durationDays: 30,
      queuedAt: new Date(now - 2 * HOUR).toISOString(),
      startsAt: startsAt.toISOString(),
      endsAt: (options.endsAt ?? new Date(startsAt.getTime() + 30 * DAY)).toISOString(),
    } as any,
    overrideAccess: true,
  })
  return { campaign: doc, owner, product: product as unknown as { id: number; key: string; name: string } }
}

/** A request as the edge passes it on, from a browser (or `agent`) at `ip`. */
export function visitorRequest(url: string, ip: string, init: { method?: string; body?: unknown; agent?: string | null; token?: string } = {}) {
  const headers = withPeer({ 'content-type': 'application/json', 'x-forwarded-for': ip }, '127.0.0.1')
  if (init.agent !== null) headers.set('user-agent', init.agent ?? BROWSER)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  return new Request(`http://127.0.0.1:3000${url}`, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers, body: init.body ? JSON.stringify(init.body) : undefined })
}

/** Impressions and clicks of a campaign, all hours together (and the rows, one per hour). */
export async function countsOf(campaignId: number) {
  const { rows } = await (payload.db as any).pool.query('SELECT hour, impressions, clicks FROM ad_stats_hourly WHERE campaign_id = $1 ORDER BY hour', [campaignId])
  const sum = (k: 'impressions' | 'clicks') => rows.reduce((n: number, r: any) => n + Number(r[k]), 0)
  return { impressions: sum('impressions'), clicks: sum('clicks'), hours: rows.length }
}

let lastOctet = 0
/** A client address not used before in this run. */
export const nextAddress = () => {
  lastOctet += 1
  return `10.77.${Math.floor(lastOctet / 250) % 250}.${(lastOctet % 250) + 1}`
}
