/**
 * Checkouts and payment webhooks under load: `pnpm bench:orders`. A throw-away embedded PostgreSQL
 * with the real catalogue, the sandbox provider (the default), the storefront's route handlers called
 * in this process (Next's HTTP layer adds a constant on top) and the real worker — its own process as
 * in production (`ORDERS_BENCH_WORKER=inline` runs it in this one).
 *
 * 1. Checkouts: CONNECTIONS customers at a time place paid submissions (order + first checkout),
 *    for ORDERS orders in all. Budget: p95 under 100 ms at 16 connections.
 * 2. Webhooks: every order's payment as the sandbox delivers it, each delivered twice (a
 *    redelivery), shuffled, CONNECTIONS at a time, with the worker fulfilling as they arrive.
 *    Budget: at least 300 events/s processed, every order fulfilled exactly once — counted from the
 *    order log, the stored events and the support notifications queued.
 */
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { postgresCpuMs, postgresCpuSince, signedInCustomers, summarize, throwAwayDatabase, timed } from './lib'

const CONNECTIONS = Number(process.env.ORDERS_BENCH_CONNECTIONS ?? 16)
const ORDERS = Number(process.env.ORDERS_BENCH_ORDERS ?? 2_000)
const PER_USER = 10 // ORDERS_PER_DAY: each customer places at most this many
const WORKER = process.env.ORDERS_BENCH_WORKER === 'inline' ? 'inline' : 'process'
const root = path.resolve(import.meta.dirname, '..')

const db = await throwAwayDatabase('orders')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production', DB_POOL_MAX: '20' })

const { payloadClient, prepareDatabase, stopProducer, poolOf } = await import('@aidir/cms')
const { sandboxProviderOf, ORDERS_PER_DAY } = await import('@aidir/cms/orders')
const { loadCatalogue } = await import('@aidir/seed/load')
const { startWorker } = await import('@aidir/tasks/worker')
const h = await import('../storefront/src/features/orders/handlers')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
await loadCatalogue(payload)
if (ORDERS_PER_DAY !== PER_USER) throw new Error(`the daily limit is now ${ORDERS_PER_DAY}; update PER_USER`)

const pool = poolOf(payload)
const quiet = { info() {}, warn() {}, error() {}, debug() {} }
const load = async () => (await readFile('/proc/loadavg', 'utf8').catch(() => '? ? ?')).split(' ').slice(0, 3).join(' ')

/** Runs `count` tasks, `width` at a time, in order of their index. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) await task(next++)
  }))
}

/** The worker, in its own process (as `pnpm start` runs it) or in this one; stop() waits for it. */
async function startFulfilmentWorker(): Promise<{ stop(): Promise<void> }> {
  if (WORKER === 'inline') return startWorker({ payload, connectionString: db.url, log: quiet })
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'tasks', 'src', 'main.ts')], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] })
  // Ready once it has registered on the fulfilment queue (pg-boss keeps no list of workers, so wait
  // for a probe job to complete: a job for an event row that does not exist finishes at once).
  const { enqueue } = await import('@aidir/cms/jobs')
  const probe = await enqueue('orders.fulfil', { eventRowId: 2_147_483_647 })
  for (;;) {
    const { rows: done } = await pool.query(`SELECT state FROM pgboss.job WHERE id = $1`, [probe])
    if (done[0]?.state === 'completed') break
    if (child.exitCode !== null) throw new Error('the worker exited')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

try {
  const pkg = await payload.create({
    collection: 'service-packages',
    data: { key: 'bench-listing', kind: 'submission', name: 'Bench listing', prices: [{ amount: 4_900, currency: 'USD' }, { amount: 29_900, currency: 'CNY' }], enabled: true } as never,
    overrideAccess: true,
  })
  const tokens = await signedInCustomers(payload, Math.ceil(ORDERS / PER_USER))

  // 1. Checkouts. Order i is placed by customer i mod users, so no one passes the daily limit.
  const warm = (i: number) => new Request('http://bench.test/api/orders', {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens[i % tokens.length]}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ packageId: pkg.id, productName: `Bench tool ${i}`, officialUrl: `https://bench-tool-${i}.example.org`, contactEmail: `owner${i}@example.org`, shortDescription: 'A tool placed by the benchmark.' }),
  })
  const checkoutMs: number[] = []
  const orders: { id: number; redirectUrl: string }[] = []
  let failed = 0
  const loadBefore = await load()
  const pgBefore = await postgresCpuMs(pool)
  const cpuBefore = process.cpuUsage()
  const checkoutStart = performance.now()
  await inParallel(ORDERS, CONNECTIONS, async (i) => {
    const [body, ms] = await timed(async () => (await (await h.createOrderHandler(warm(i))).json()) as any)
    checkoutMs.push(ms)
    if (body.code !== 0 || !body.data?.checkout?.redirectUrl) {
      if (failed++ < 3) console.error('checkout failed', JSON.stringify(body).slice(0, 300))
      return
    }
    orders.push({ id: body.data.id, redirectUrl: body.data.checkout.redirectUrl })
  })
  const checkoutSeconds = (performance.now() - checkoutStart) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const checkoutCpu = { node: (cpu.user + cpu.system) / 1000 / ORDERS, postgres: postgresCpuSince(pgBefore, await postgresCpuMs(pool)) / ORDERS }

  // 2. Webhooks: what the sandbox would deliver for each payment (prepared outside the timing: it is
  //    the provider's side), each twice, shuffled.
  const sandbox = sandboxProviderOf(payload)!
  const deliveries: { rawBody: string; headers: Record<string, string> }[] = []
  for (const order of orders) {
    const token = order.redirectUrl.split('/checkout/sandbox/')[1]!
    const delivery = await sandbox.sandboxOutcome(token, 'pay')
    deliveries.push(delivery, delivery)
  }
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!]
  }

  const worker = await startFulfilmentWorker()
  const webhookMs: number[] = []
  const statuses: Record<number, number> = {}
  const webhookStart = performance.now()
  await inParallel(deliveries.length, CONNECTIONS, async (i) => {
    const d = deliveries[i]!
    const request = new Request('http://bench.test/api/payments/webhook/sandbox', { method: 'POST', headers: d.headers, body: d.rawBody })
    const [response, ms] = await timed(() => h.webhookHandler(request, { params: Promise.resolve({ provider: 'sandbox' }) }))
    await response.arrayBuffer()
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    webhookMs.push(ms)
  })
  const receivedSeconds = (performance.now() - webhookStart) / 1000
  const ids = orders.map((o) => o.id)
  for (;;) {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status <> 'in_review'`, [ids])
    if (rows[0].n === 0) break
    if (performance.now() - webhookStart > 600_000) throw new Error(`${rows[0].n} orders not fulfilled after 10 minutes`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const fulfilledSeconds = (performance.now() - webhookStart) / 1000
  await worker.stop()
  const loadAfter = await load()

  // Exactly once, counted.
  const q = async (sql: string) => (await pool.query(sql, [ids])).rows[0].n as number
  const paidTransitions = await q(`SELECT count(*)::int AS n FROM order_events WHERE order_id = ANY($1) AND type = 'transition' AND to_status = 'paid'`)
  const ordersPaidTwice = await q(`SELECT count(*)::int AS n FROM (SELECT order_id FROM order_events WHERE order_id = ANY($1) AND type = 'transition' AND to_status = 'paid' GROUP BY order_id HAVING count(*) > 1) t`)
  const stored = await q(`SELECT count(*)::int AS n FROM payment_webhook_events e JOIN orders o ON o.order_ref = e.order_ref WHERE o.id = ANY($1)`)
  const notifications = await q(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'support.notify' AND data->>'kind' = 'order-paid' AND (data->>'id')::int = ANY($1)`)

  console.log(`\nOrders: ${orders.length} checkouts (${failed} failed) by ${tokens.length} customers, ${CONNECTIONS} at a time; worker ${WORKER === 'inline' ? 'in this process' : 'its own process'}; load ${loadBefore} → ${loadAfter}`)
  console.log(summarize(`create checkout (${CONNECTIONS} conns)`, checkoutMs))
  console.log(`  ${(orders.length / checkoutSeconds).toFixed(0)} checkouts/s; CPU per checkout: this process ${checkoutCpu.node.toFixed(2)} ms, PostgreSQL ${checkoutCpu.postgres.toFixed(2)} ms`)
  console.log(summarize(`webhook receipt (${CONNECTIONS} conns)`, webhookMs))
  console.log(`  ${deliveries.length} deliveries (each payment twice) received in ${receivedSeconds.toFixed(2)} s: ${(deliveries.length / receivedSeconds).toFixed(0)} events/s; statuses ${JSON.stringify(statuses)}`)
  console.log(`  all ${orders.length} orders fulfilled (in review) ${fulfilledSeconds.toFixed(2)} s after the first delivery: ${(deliveries.length / fulfilledSeconds).toFixed(0)} events/s end to end (${(orders.length / fulfilledSeconds).toFixed(0)} orders/s)`)
  console.log(`  exactly once: ${paidTransitions} paid transitions for ${orders.length} orders, ${ordersPaidTwice} paid twice, ${stored} stored events, ${notifications} support notifications queued`)
  if (paidTransitions !== orders.length || ordersPaidTwice !== 0 || stored !== orders.length || notifications !== orders.length) {
    process.exitCode = 1
    console.error('NOT exactly once')
  }
} finally {
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  await stopProducer()
  await payload.destroy().catch(() => undefined)
  await db.stop()
}
