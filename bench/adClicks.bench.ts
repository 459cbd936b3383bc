/**
 * Ad click counting under load: `pnpm bench:ad-clicks`. A throw-away embedded PostgreSQL with the
 * real catalogue and CAMPAIGNS running ads; the storefront's click route (`/go/ad/{id}`) called in
 * this process (Next's HTTP layer adds a constant on top), open loop: clicks are started at RATE
 * per second for SECONDS whatever the answers do, each from a visitor address of its own (so the
 * once-per-visitor-and-hour rule lets every one count) and spread over the campaigns.
 *
 * Budget: the RATE is sustained (clicks answered per second over the run, every answer a 302) with
 * no lost count — afterwards the table's clicks per campaign must equal the clicks sent to it. Then
 * the same visitors click again: that must add nothing (one count per visitor and hour).
 */
import { readFile } from 'node:fs/promises'
import { summarize, throwAwayDatabase } from './lib'

const RATE = Number(process.env.AD_CLICKS_RATE ?? 1_000)
const SECONDS = Number(process.env.AD_CLICKS_SECONDS ?? 20)
const CAMPAIGNS = Number(process.env.AD_CLICKS_CAMPAIGNS ?? 10) // one customer's daily order limit

const db = await throwAwayDatabase('ad-clicks')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production', DB_POOL_MAX: '20' })

const { payloadClient, prepareDatabase, poolOf, stopProducer } = await import('@aidir/cms')
const { createSubmissionOrder } = await import('@aidir/cms/orders')
const { withPeer } = await import('@aidir/cms/lib')
const { loadCatalogue } = await import('@aidir/seed/load')
const { GET: click } = await import('../storefront/src/app/[lang]/go/ad/[id]/route')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
await loadCatalogue(payload)
const pool = poolOf(payload)
const load = async () => (await readFile('/proc/loadavg', 'utf8').catch(() => '? ? ?')).split(' ').slice(0, 3).join(' ')

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
/** The n-th visitor's address: 10.a.b.c, distinct for 16 million visitors. */
const visitor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

function clickOnce(campaignId: number, n: number): Promise<Response> {
  const headers = withPeer({ 'x-forwarded-for': visitor(n), 'user-agent': BROWSER }, '127.0.0.1')
  return click(new Request(`http://127.0.0.1:3000/en/go/ad/${campaignId}`, { headers }), { params: Promise.resolve({ lang: 'en', id: String(campaignId) }) })
}

/** Starts `total` clicks at `rate` per second (open loop); the latency of each and the answers' statuses. */
async function openLoop(total: number, rate: number, campaignOf: (n: number) => number) {
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const pending: Promise<void>[] = []
  const start = performance.now()
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const t0 = performance.now()
    pending.push(
      clickOnce(campaignOf(n), n).then(
        (r) => {
          latencies.push(performance.now() - t0)
          statuses[r.status] = (statuses[r.status] ?? 0) + 1
        },
        (err) => {
          statuses[`error ${(err as Error).message}`] = (statuses[`error ${(err as Error).message}`] ?? 0) + 1
        },
      ),
    )
  }
  const sendSeconds = (performance.now() - start) / 1000
  await Promise.all(pending)
  const allSeconds = (performance.now() - start) / 1000
  return { latencies, statuses, sendSeconds, allSeconds }
}

try {
  const email = 'bench-advertiser@example.com'
  const owner = await payload.create({ collection: 'users', data: { email, password: 'bench password 1234', role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  const pkg = await payload.create({ collection: 'service-packages', data: { key: 'bench-listing', kind: 'submission', name: 'Bench listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
  const { docs: products } = await payload.find({ collection: 'products', limit: CAMPAIGNS, depth: 0, overrideAccess: true, where: { _status: { equals: 'published' } } })
  const { docs: positions } = await payload.find({ collection: 'ad-positions', limit: 1, depth: 0, overrideAccess: true, where: { placement: { equals: 'home_recommended' } } })
  const campaigns: number[] = []
  const now = Date.now()
  for (let i = 0; i < CAMPAIGNS; i++) {
    const order = await createSubmissionOrder(payload, { ...(owner as any), collection: 'users' }, { packageId: pkg.id, productName: `Bench ${i}`, officialUrl: `https://bench-${i}.example`, contactEmail: email, shortDescription: 'Bench.' })
    // A running campaign as the ads domain leaves it (bench fixture, written as the system).
    const c = await payload.create({
      collection: 'ad-campaigns',
      data: { order: order.id, owner: owner.id, product: products[i % products.length]!.id, position: positions[0]!.id, status: 'running', durationDays: 30, queuedAt: new Date(now).toISOString(), startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 30 * 86_400_000).toISOString() } as never,
      overrideAccess: true,
    })
    campaigns.push(c.id as number)
  }
  const total = RATE * SECONDS
  const campaignOf = (n: number) => campaigns[n % campaigns.length]!
  // Warm up the route, the pool and the prepared statements (visitors past the run's range).
  await Promise.all(Array.from({ length: 200 }, (_, i) => clickOnce(campaigns[0]!, 10_000_000 + i)))
  const { rows: warm } = await pool.query(`SELECT coalesce(sum(clicks), 0)::int AS n FROM ad_stats_hourly WHERE campaign_id = $1`, [campaigns[0]])
  const warmClicks = warm[0].n as number

  console.log(`ad clicks: ${total} clicks at ${RATE}/s for ${SECONDS} s over ${CAMPAIGNS} campaigns, each from a visitor of its own; load before ${await load()}`)
  const run = await openLoop(total, RATE, campaignOf)
  console.log(summarize('click → 302 (counted)', run.latencies))
  console.log(`started in ${run.sendSeconds.toFixed(2)} s, all answered after ${run.allSeconds.toFixed(2)} s: ${(total / run.allSeconds).toFixed(0)} clicks/s answered; statuses ${JSON.stringify(run.statuses)}; load after ${await load()}`)

  const { rows } = await pool.query(`SELECT campaign_id, sum(clicks)::int AS clicks FROM ad_stats_hourly WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`, [campaigns])
  const stored = new Map(rows.map((r: any) => [Number(r.campaign_id), Number(r.clicks)]))
  let lost = 0
  let extra = 0
  for (const [i, id] of campaigns.entries()) {
    const sent = Math.floor(total / CAMPAIGNS) + (i < total % CAMPAIGNS ? 1 : 0) + (i === 0 ? warmClicks : 0)
    const got = stored.get(id) ?? 0
    if (got < sent) lost += sent - got
    if (got > sent) extra += got - sent
  }
  const counted = [...stored.values()].reduce((a, b) => a + b, 0) - warmClicks
  console.log(`counted ${counted} of ${total} sent: ${lost} lost, ${extra} counted twice`)

  const again = await openLoop(Math.min(total, 5_000), RATE, campaignOf)
  const { rows: after } = await pool.query(`SELECT coalesce(sum(clicks), 0)::int AS n FROM ad_stats_hourly WHERE campaign_id = ANY($1::int[])`, [campaigns])
  const added = Number(after[0].n) - counted - warmClicks
  console.log(`the same ${Math.min(total, 5_000)} visitors again: ${added} counted (expected 0); ${summarize('repeat click → 302', again.latencies)}`)

  const sustained = total / run.allSeconds >= RATE * 0.98 && (run.statuses['302'] ?? 0) === total
  const ok = sustained && lost === 0 && extra === 0 && added === 0
  console.log(ok ? `PASS: ${RATE} clicks/s sustained, no lost count` : 'FAIL: see the figures above')
  process.exitCode = ok ? 0 : 1
} finally {
  // Stopping the database ends the pool's idle connections: that is not an error of the run.
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  // Creating the campaigns queued revalidations: the job producer holds connections of its own.
  await stopProducer()
  await payload.destroy?.().catch(() => undefined)
  await db.stop()
}
