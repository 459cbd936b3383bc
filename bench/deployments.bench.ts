/**
 * One-click deployment at scale: `pnpm bench:deployments`. A throw-away embedded PostgreSQL, the
 * real tasks worker as its own process running the Kubernetes runtime against the local fake of the
 * Kubernetes API (tests/support/fakeKubernetes.ts; each pod step takes DEPLOY_BENCH_STEP_MS).
 * Budgets (issue 21): 100 deployments requested at once all reach deployed, none duplicated, in
 * under 60 s; the expiry sweep of 10,000 expired deployments in under 30 s.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { startFakeKubernetes } from '../tests/support/fakeKubernetes'
import { throwAwayDatabase } from './lib'

const COUNT = Number(process.env.DEPLOY_BENCH_COUNT ?? 100)
const EXPIRED = Number(process.env.DEPLOY_BENCH_EXPIRED ?? 10_000)
const STEP_MS = Number(process.env.DEPLOY_BENCH_STEP_MS ?? 250)
const root = path.resolve(import.meta.dirname, '..')

const db = await throwAwayDatabase('deployments')
const cluster = await startFakeKubernetes({ stepMs: STEP_MS })
Object.assign(process.env, {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'bench-secret-0123456789',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEPLOY_KUBECONFIG: cluster.kubeconfig,
  DEPLOY_DOMAIN: 'apps.bench.test',
  DEPLOY_MAX_ACTIVE_PER_USER: '100',
  // Each start holds a connection in its transaction while it waits for its user's lock.
  DB_POOL_MAX: '40',
})
const { payloadClient, poolOf, prepareDatabase, stopProducer } = await import('@aidir/cms')
const { configuredRuntime, startDeployment, sweepDeployments } = await import('@aidir/cms/deployments')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
const pool = poolOf(payload)

const worker = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'tasks', 'src', 'main.ts')], { env: process.env, stdio: ['ignore', 'inherit', 'inherit'] })
await new Promise((r) => setTimeout(r, 4000))

const category = await payload.create({ collection: 'categories', data: { key: 'bench-apps', name: 'Bench apps', kind: 'product' } as never, overrideAccess: true })
const product = await payload.create({
  collection: 'products',
  data: {
    key: 'bench-chat', name: 'Bench Chat', url: 'https://example.com', type: 'open_source', category: category.id, contentLanguage: 'en', pricingModel: 'open_source',
    tagline: 'A chat UI', description: 'A chat UI for the benchmark', repository: 'https://github.com/example/chat', _status: 'published',
    deploy: { kind: 'docker', image: 'ghcr.io/example/chat:1', port: 8080, healthPath: '/health', variables: [{ name: 'API_KEY', required: true, secret: true }] },
  } as never,
  overrideAccess: true,
  context: { skipSearchIndex: true },
})
const pkg = await payload.create({ collection: 'service-packages', data: { key: 'bench-trial', kind: 'deployment', name: 'Trial', durationDays: 1, prices: [] } as never, overrideAccess: true })
const users: { id: number }[] = []
for (let i = 0; i < 10; i++) users.push(await payload.create({ collection: 'users', data: { email: `bench-deploy-${i}@example.com`, password: 'correct horse battery staple', role: 'customer' } as never, overrideAccess: true }))

// 1. COUNT deployments requested at once, followed to deployed by the worker.
const t0 = Date.now()
const started = await Promise.all(Array.from({ length: COUNT }, (_, i) => startDeployment(payload, users[i % users.length]!, { product: product.id, package: pkg.id, settings: { API_KEY: `k${i}` } })))
const startMs = Date.now() - t0
const ids = started.map((d) => d.id)
let states: Record<string, number> = {}
for (;;) {
  const { rows } = await pool.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM deployments WHERE id = ANY($1::int[]) GROUP BY state`, [ids])
  states = Object.fromEntries(rows.map((r) => [r.state, r.n]))
  if ((states.deployed ?? 0) + (states.failed ?? 0) >= COUNT) break
  if (Date.now() - t0 > 180_000) break
  await new Promise((r) => setTimeout(r, 100))
}
const allMs = Date.now() - t0
const namespaces = cluster.namespaces()
const deploymentCreates = cluster.requests.filter((r) => /^POST \/apis\/apps\/v1\/namespaces\/[^/]+\/deployments$/.test(r))
const duplicated = deploymentCreates.length - new Set(deploymentCreates).size

// 2. The expiry sweep of EXPIRED deployments (each a namespace deletion on the fake cluster).
await pool.query(
  `INSERT INTO deployments (instance, owner_id, product_id, package_id, runtime, state, step, hours, deployed_at, expires_at, created_at, updated_at)
   SELECT 'aidir-app-exp' || lpad(g::text, 6, '0') || $5, $1, $2, $3, 'kubernetes', 'deployed', 'health-check', 24, now() - interval '2 days', now() - interval '1 day', now() - interval '2 days', now()
   FROM generate_series(1, $4) g`,
  [users[0]!.id, product.id, pkg.id, EXPIRED, randomBytes(2).toString('hex')],
)
const runtime = await configuredRuntime()
const s0 = Date.now()
const swept = await sweepDeployments(payload, runtime)
const sweepMs = Date.now() - s0
// The same sweep's own work (queries and updates) without a cluster to call: the sandbox runtime.
await pool.query(`UPDATE deployments SET state = 'deployed', runtime = 'sandbox' WHERE instance LIKE 'aidir-app-exp%'`)
const { sandboxRuntime } = await import('@aidir/cms/deployments')
const d0 = Date.now()
const sweptSandbox = await sweepDeployments(payload, sandboxRuntime({ stepMs: 0, siteUrl: 'http://localhost' }))
const sandboxSweepMs = Date.now() - d0

console.log(`\nOne-click deployment (${COUNT} at once, fake cluster step ${STEP_MS} ms; ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`)
console.log(`  started (records + jobs):   ${startMs} ms`)
console.log(`  all settled:                ${allMs} ms  budget 60000 ms  ${allMs < 60_000 ? 'OK' : 'OVER'}`)
console.log(`  states:                     ${JSON.stringify(states)}`)
console.log(`  namespaces on the cluster:  ${namespaces.length}  deployments created: ${deploymentCreates.length}  duplicated: ${duplicated}`)
console.log(`Expiry sweep of ${EXPIRED} expired deployments on the fake cluster (a namespace deletion each): ${sweepMs} ms (expired ${swept.expired})  budget 30000 ms  ${sweepMs < 30_000 ? 'OK' : 'OVER'}`)
console.log(`  the same sweep on the sandbox runtime (database work only): ${sandboxSweepMs} ms (expired ${sweptSandbox.expired})`)

worker.kill('SIGTERM')
await new Promise((r) => worker.once('exit', r))
await stopProducer()
await cluster.close()
// The database goes away under the pool's idle connections: that is the end, not an error.
;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
await db.stop()
process.exit(states.deployed === COUNT && duplicated === 0 ? 0 : 1)
