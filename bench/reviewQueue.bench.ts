/**
 * The support review queue with many orders: `pnpm bench:review-queue`. A throw-away embedded
 * PostgreSQL, migrated, with 10,000 orders in mixed states (REVIEW_BENCH_ORDERS) written in SQL;
 * then the queue page's database work, as /admin/review does it on every load: the queue's reads
 * (orders/reviewQueue.ts: the oldest waiting page, the totals, the overdue count, the latest
 * decisions) and the nav link's count. Prints the plan of the waiting query, to show it walks the
 * (status, paid_at) index, and the machine's load average beside the figures.
 * Then, when the admin is built (`pnpm --filter @aidir/cms build`), the page itself over HTTP: the
 * built admin on this database, support signed in, /admin/review and one submission's page
 * (/admin/review/{id}) loaded REVIEW_BENCH_PAGES times each, HTML complete.
 * Budget (issue): the page loads in under 1 s with 10,000 orders.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startBuiltCms } from '../tests/support/storefrontServer'
import { summarize, throwAwayDatabase, timed } from './lib'

const ORDERS = Number(process.env.REVIEW_BENCH_ORDERS ?? 10_000)
const LOADS = Number(process.env.REVIEW_BENCH_LOADS ?? 200)
const PAGES = Number(process.env.REVIEW_BENCH_PAGES ?? 30)

const db = await throwAwayDatabase('reviewqueue')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production' })

const { payloadClient, poolOf, prepareDatabase, stopProducer } = await import('@aidir/cms')
const { readReviewQueue } = await import('@aidir/cms/orders')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
const pool = poolOf(payload)

const phase = (name: string) => console.log(`[bench] ${new Date().toISOString().slice(11, 19)} ${name}`)

try {
  phase(`seed ${ORDERS} orders`)
  const owners = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      payload.create({ collection: 'users', data: { email: `bench-owner-${i}@example.com`, password: 'bench password 1234', role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true }),
    ),
  )
  const supportUser = await payload.create({ collection: 'users', data: { email: 'bench-support@example.com', password: 'bench password 1234', role: 'support', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  const pkg = await payload.create({ collection: 'service-packages', data: { key: 'bench-listing', kind: 'submission', name: 'Listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
  // Mixed states as a busy site has them: a fifth waiting for review, the rest unpaid, expired or decided.
  await pool.query(
    `INSERT INTO orders (order_ref, owner_id, kind, package_id, submission_product_name, submission_official_url, submission_contact_email,
                         price_amount, price_currency, provider, status, expires_at, paid_at, decided_at, decided_by_id, rejection_reason, locale)
     SELECT 'o_bench' || g, ($2::int[])[1 + g % array_length($2::int[], 1)], 'submission', $3, 'Bench product ' || g, 'https://bench-' || g || '.example', 'owner@example.com',
            4900, 'USD', 'sandbox', s.status::enum_orders_status, now() + interval '3 days',
            CASE WHEN s.status IN ('in_review', 'approved', 'rejected', 'refunded') THEN now() - (g % 14400) * interval '1 minute' END,
            CASE WHEN s.status IN ('approved', 'rejected', 'refunded') THEN now() - (g % 7200) * interval '1 minute' END,
            CASE WHEN s.status IN ('approved', 'rejected', 'refunded') THEN $4::int END,
            CASE WHEN s.status IN ('rejected', 'refunded') THEN 'Not an AI product' END, 'en'
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT (ARRAY['pending', 'pending', 'expired', 'in_review', 'in_review', 'approved', 'approved', 'refunded', 'failed', 'cancelled'])[1 + g % 10] AS status) s`,
    [ORDERS, owners.map((o) => o.id), pkg.id, supportUser.id],
  )
  await pool.query('ANALYZE orders')
  const { rows: states } = await pool.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM orders GROUP BY status ORDER BY status`)
  console.log(`orders: ${states.map((s) => `${s.status} ${s.n}`).join(', ')}`)

  const { rows: plan } = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT o.id FROM orders o LEFT JOIN users u ON u.id = o.owner_id WHERE o.status = 'in_review' AND o.kind = 'submission' ORDER BY o.paid_at ASC, o.id ASC LIMIT 100`,
  )
  console.log(`plan of the waiting query:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`)

  phase(`${LOADS} page loads`)
  const navCount = () => pool.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'in_review' AND kind = 'submission'`)
  for (let i = 0; i < 5; i++) await Promise.all([readReviewQueue(payload), navCount()])
  const samples: number[] = []
  let shown = 0
  for (let i = 0; i < LOADS; i++) {
    const [[queue], ms] = await timed(() => Promise.all([readReviewQueue(payload), navCount()]))
    shown = queue.waiting.length
    samples.push(ms)
  }
  const [queue] = await Promise.all([readReviewQueue(payload)])
  console.log(`waiting ${queue.waitingTotal} (page of ${shown}), overdue ${queue.overdueTotal}, recent decisions ${queue.decided.length}`)
  console.log(summarize('review queue page (db)', samples))
  console.log(`load average (1, 5, 15 min): ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} on ${os.cpus().length} cores`)

  if (!existsSync(path.resolve(import.meta.dirname, '../cms/.next/BUILD_ID'))) {
    console.log('the admin is not built: the page over HTTP is not timed (pnpm --filter @aidir/cms build)')
  } else {
    phase(`the built admin: ${PAGES} loads of each page`)
    const cms = await startBuiltCms(() => ({ DATABASE_URL: db.url }))
    try {
      const login = await fetch(`${cms.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-support@example.com', password: 'bench password 1234' }) })
      const { token } = (await login.json()) as { token?: string }
      if (!token) throw new Error(`support could not sign in: ${login.status}`)
      // As a browser navigates: Payload takes the session cookie without an Origin only with a
      // Sec-Fetch-Site that is not cross-site (its CSRF rule), which fetch does not send by itself.
      const headers = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' }
      const load = async (page: string) => {
        const response = await fetch(`${cms.url}${page}`, { headers })
        const html = await response.text()
        if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
        return html
      }
      const first = queue.waiting[0]!
      const pages = ['/admin/review', `/admin/review/${first.id}`]
      for (const page of pages) for (let i = 0; i < 3; i++) await load(page)
      // The queue page must show the queue, not a sign-in form: the first waiting product is named.
      const queuePage = await load('/admin/review')
      if (!queuePage.includes(first.productName ?? '')) {
        const title = /<title>([^<]*)<\/title>/.exec(queuePage)?.[1]
        throw new Error(`/admin/review did not show the queue (title "${title}", ${queuePage.length} bytes, looked for "${first.productName}")`)
      }
      for (const page of pages) {
        const times: number[] = []
        for (let i = 0; i < PAGES; i++) times.push((await timed(() => load(page)))[1])
        console.log(summarize(`GET ${page.replace(/\d+$/, '{id}')} (HTML, built admin)`, times))
      }
      console.log(`load average (1, 5, 15 min): ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} on ${os.cpus().length} cores`)
    } finally {
      await cms.stop()
    }
  }
} catch (err) {
  console.error(err)
  process.exitCode = 1
} finally {
  // The database stops under the pool: its connections' errors are expected now.
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  await stopProducer()
  await payload.destroy().catch(() => undefined)
  await db.stop()
}
