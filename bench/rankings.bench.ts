/**
 * Rankings at scale: `pnpm bench:rankings [--products 100000] [--connections 32] [--duration 20] [--skip-http] [--data-dir dir]`
 *
 * `--data-dir` keeps the prepared database there: a later run with the same directory skips steps
 * 1 and 2 and only loads the pages (to compare builds on identical data).
 *
 * 1. A fresh embedded PostgreSQL (never the dev data), migrated, with the catalogue and N synthetic
 *    products, each with 24 months and 12 weeks of sandbox traffic (timed).
 * 2. Computes every board of the last complete month, week and quarter (replacing what the seed
 *    published): budget under 60 s per period.
 * 3. Starts the built storefront (`next start`) on that database and loads ranking pages with
 *    autocannon at 32 connections (after 3 s of unmeasured warm-up each): budget p95 under 80 ms,
 *    no errors. Also prints the bytes of a page: what a cached hit costs is mostly writing them.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import { freePort, startEmbeddedPostgres } from '@aidir/cms/db'
import { percentile } from './lib'

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '20' }, 'skip-http': { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
})
const products = Number(values.products)
const connections = Number(values.connections)
const duration = Number(values.duration)
const root = path.resolve(import.meta.dirname, '..')

process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789abcdef'
process.env.LOG_LEVEL ??= 'warn'
const kept = values['data-dir'] ? path.resolve(values['data-dir']) : undefined
const dir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'aidir-bench-rankings-')))
await mkdir(dir, { recursive: true })
await chmod(dir, 0o755)
const prepared = path.join(dir, 'prepared')
const reuse = kept !== undefined && existsSync(prepared)
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: kept !== undefined })
process.env.DATABASE_URL = db.url
let storefront: ChildProcess | undefined
const now = new Date()
const figures: string[] = []

try {
  if (reuse) {
    console.log(`reusing the prepared database in ${dir}`)
    const { payloadClient, prepareDatabase } = await import('@aidir/cms')
    const payload = await payloadClient()
    await prepareDatabase(payload, db.url)
    await payload.destroy()
  } else await prepare()
  if (kept && !reuse) await writeFile(prepared, new Date().toISOString())

  if (!values['skip-http']) await loadPages()
  console.log(`\n${products} synthetic products, ${connections} connections\n${figures.join('\n')}`)
} catch (err) {
  console.error(err)
  process.exitCode = 1
} finally {
  // Idle pooled connections of the finished Payload instance see the server go away: expected.
  process.on('uncaughtException', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err
  })
  if (storefront) {
    const exited = new Promise((r) => storefront!.once('exit', r))
    storefront.kill('SIGTERM')
    await exited
  }
  await db.stop().catch(() => undefined)
  if (!kept) await rm(dir, { recursive: true, force: true })
}
process.exit(process.exitCode ?? 0)

async function prepare() {
  const { computeRankings, lastCompletePeriod, payloadClient, poolOf, prepareDatabase } = await import('@aidir/cms')
  const { loadCatalogue } = await import('@aidir/seed/load')
  const { insertSyntheticProducts } = await import('@aidir/seed/synthetic/insert')
  const payload = await payloadClient()
  await prepareDatabase(payload, db.url)
  let t = Date.now()
  await loadCatalogue(payload, { rankings: 'skip' })
  console.log(`catalogue loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  t = Date.now()
  const inserted = await insertSyntheticProducts(payload, products, { log: (l) => console.log(l) })
  console.log(`${inserted.written} synthetic products with ${inserted.trafficPoints} traffic points in ${((Date.now() - t) / 1000).toFixed(1)} s`)

  const pool = poolOf(payload)
  const counts = (await pool.query(`SELECT count(*)::int AS points, count(DISTINCT product_id)::int AS products FROM traffic_points`)).rows[0]
  console.log(`traffic_points: ${counts.points} rows over ${counts.products} products`)
  console.log('')
  for (const granularity of ['month', 'week', 'quarter'] as const) {
    const period = lastCompletePeriod(granularity, now)
    const result = await computeRankings(pool, period, { replace: true })
    const line = `compute all boards ${granularity.padEnd(7)} ${period.label.padEnd(9)} ${(result.ms / 1000).toFixed(2).padStart(6)} s  ${result.snapshots} snapshots, ${result.rows} rows  (budget 60 s: ${result.ms < 60_000 ? 'ok' : 'OVER'})`
    figures.push(line)
    console.log(line)
  }
  await payload.destroy()
}

async function loadPages() {
  const { lastCompletePeriod } = await import('@aidir/cms/rankings')
  {
    const port = await freePort()
    storefront = spawn(path.join(root, 'storefront/node_modules/.bin/next'), ['start', '-p', String(port)], {
      cwd: path.join(root, 'storefront'),
      env: { ...process.env, NODE_ENV: 'production', STOREFRONT_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(base)).status < 500) break
      } catch {}
      if (i > 300) throw new Error('storefront did not start (is it built? pnpm build)')
      await new Promise((r) => setTimeout(r, 200))
    }
    const month = lastCompletePeriod('month', now).label
    const scenarios = [
      { label: 'overview', paths: ['/best-ai-tools'] },
      { label: 'monthly (latest)', paths: ['/best-ai-tools/monthly', '/zh/best-ai-tools/monthly', '/ja/best-ai-tools/monthly'] },
      { label: 'monthly sorted', paths: ['visits', 'growth', 'growthRate', 'bounceRate', 'createDays'].map((s) => `/best-ai-tools/monthly?sort=${s}&dir=asc`) },
      { label: 'regions', paths: ['us', 'cn', 'jp', 'in', 'br', 'de'].map((r) => `/best-ai-tools/monthly/${month}/region/${r}`) },
      { label: 'weekly + quarterly', paths: ['/best-ai-tools/weekly', '/best-ai-tools/quarterly', '/best-ai-tools/weekly/trend', '/best-ai-tools/monthly/new'] },
    ]
    for (const s of scenarios) for (const p of s.paths) await (await fetch(`${base}${p}`)).arrayBuffer()
    console.log('')
    const load = (paths: string[], seconds: number, onResponse?: (status: number, ms: number) => void): Promise<any> => {
      let i = 0
      return new Promise((resolve, reject) => {
        const instance = autocannon(
          { url: base, connections, duration: seconds, timeout: 10, requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }] },
          (err: Error | null, r: unknown) => (err ? reject(err) : resolve(r)),
        )
        if (onResponse) instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => onResponse(status, ms))
      })
    }
    for (const s of scenarios) {
      // Steady state, not the server's first seconds (JIT, lazily loaded route modules): 3 s unmeasured.
      await load(s.paths, 3)
      const latencies: number[] = []
      const statuses: Record<string, number> = {}
      const result = await load(s.paths, duration, (status, ms) => {
        latencies.push(ms)
        statuses[status] = (statuses[status] ?? 0) + 1
      })
      const sorted = latencies.sort((a, b) => a - b)
      const p95 = percentile(sorted, 95)
      const line = `page ${s.label.padEnd(20)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  ${result.requests.average.toFixed(0).padStart(5)} req/s  ${(result.throughput.average / result.requests.average / 1024).toFixed(0).padStart(4)} KB/page  errors ${result.errors}  [${Object.entries(statuses).map(([c, n]) => `${c}×${n}`).join(' ')}]  (budget p95 80 ms: ${p95 < 80 && result.errors === 0 ? 'ok' : 'OVER'})`
      figures.push(line)
      console.log(line)
    }
  }
}
