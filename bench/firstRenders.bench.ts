/**
 * First renders of detail and category pages on the 100,000-product catalogue, with their CPU cost:
 *   tsx bench/firstRenders.bench.ts --data-dir <dir> [--products 100000] [--dist-dir .next]
 *     [--pages details,category,model,mcp] [--connections 32] [--duration 30] [--profile <dir>]
 *
 * 1. An embedded PostgreSQL kept in <dir> (prepared once: migrations, the catalogue, N synthetic
 *    products with their traffic, the recent rankings; later runs reuse it, so two builds can be
 *    compared on identical data). 5,000 synthetic models are added when missing (the catalogue's
 *    few hundred would be rendered once each and then served from the cache within seconds).
 * 2. `next start` of the built storefront (`--dist-dir` picks the build: keep one as `.next-before`
 *    with NEXT_DIST_DIR to compare) on that database, its page and data caches emptied first.
 * 3. Per page kind, random pages in a random language each (random products of the whole catalogue,
 *    random categories and listing pages, models, MCP servers), so nearly every request renders:
 *    renders/s, latency, and the CPU the storefront's processes and PostgreSQL's backends used per
 *    render (from /proc, which a busy machine inflates far less than latency). With --profile the
 *    storefront runs under `--cpu-prof` (`tsx bench/cpuProfileSummary.ts` reads the file).
 * Compare with `pnpm bench:ssr-floor` run right after, on the same machine.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, startEmbeddedPostgres } from '@aidir/cms/db'
import { localeMeta, locales } from '@aidir/cms/locales'
import { httpLoad, loadReport, postgresCpuMs, postgresCpuSince } from './lib'

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    products: { type: 'string', default: '100000' },
    'dist-dir': { type: 'string', default: '.next' },
    pages: { type: 'string', default: 'details,category,model,mcp' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '30' },
    profile: { type: 'string' },
  },
})
if (!values['data-dir']) {
  console.error('usage: tsx bench/firstRenders.bench.ts --data-dir <dir> [--products 100000] [--dist-dir .next] [--pages details,category,model,mcp] [--profile <dir>]')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const dir = path.resolve(values['data-dir'])
const distDir = values['dist-dir']!
const connections = Number(values.connections)
const duration = Number(values.duration)
process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789abcdef'
process.env.LOG_LEVEL ??= 'warn'

await mkdir(dir, { recursive: true })
await chmod(dir, 0o755)
const marker = path.join(dir, 'prepared')
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: true })
process.env.DATABASE_URL = db.url
let storefront: ChildProcess | undefined
/** Enough distinct model pages (× 4 languages) that a run's model requests are nearly all first renders. */
const SYNTHETIC_MODELS = 5000

/** CPU ms a process and its descendants have used so far (Linux /proc; exited children not counted). */
async function treeCpuMs(pid: number): Promise<number> {
  const stats = new Map<number, { ppid: number; ms: number }>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null)
    if (!stat) continue
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime + stime in clock ticks, 100 per second on Linux
    stats.set(Number(entry), { ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * 10 })
  }
  let total = 0
  const walk = (p: number) => {
    const s = stats.get(p)
    if (s) total += s.ms
    for (const [child, c] of stats) if (c.ppid === p) walk(child)
  }
  walk(pid)
  return total
}

async function prepare() {
  const { payloadClient, poolOf, prepareDatabase } = await import('@aidir/cms')
  const payload = await payloadClient()
  await prepareDatabase(payload, db.url)
  if (!existsSync(marker)) {
    const { loadCatalogue } = await import('@aidir/seed/load')
    const { insertSyntheticProducts } = await import('@aidir/seed/synthetic/insert')
    const { publishRecentRankings } = await import('@aidir/seed/traffic/recentRankings')
    let t = Date.now()
    await loadCatalogue(payload)
    console.log(`catalogue loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    t = Date.now()
    const inserted = await insertSyntheticProducts(payload, Number(values.products), { log: (l) => console.log(l) })
    console.log(`${inserted.written} synthetic products in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    await publishRecentRankings(poolOf(payload), 'compute', { replace: true })
    await writeFile(marker, new Date().toISOString())
  } else console.log(`reusing the prepared database in ${dir}`)
  const { insertSyntheticModels } = await import('@aidir/seed/synthetic/models')
  const models = await insertSyntheticModels(payload, SYNTHETIC_MODELS)
  if (models > 0) console.log(`${models} synthetic models added`)
  const pool = poolOf(payload)
  const column = async (sql: string) => (await pool.query(sql)).rows.map((r) => r.k as string)
  const targets = {
    details: (await column(`SELECT key AS k FROM products WHERE status = 'published' ORDER BY random() LIMIT 4000`)).map((k) => `/details/${encodeURIComponent(k)}`),
    // A category's listing pages 1–20: with four languages, about 4,000 pages to render.
    category: (await column(`SELECT c.key AS k FROM categories c WHERE c.kind = 'product' AND c.parent_id IS NOT NULL`)).flatMap((k) =>
      Array.from({ length: 20 }, (_, i) => `/class/${encodeURIComponent(k)}${i === 0 ? '' : `?page=${i + 1}`}`),
    ),
    model: (await column(`SELECT key AS k FROM ai_models WHERE status = 'published'`)).map((k) => `/models/${encodeURIComponent(k)}`),
    mcp: (await column(`SELECT key AS k FROM mcp_servers WHERE status = 'published'`)).map((k) => `/mcp/${encodeURIComponent(k)}`),
  }
  await payload.destroy()
  return targets
}

try {
  const targets = await prepare()
  const nextDir = path.join(root, 'storefront', distDir)
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) throw new Error(`no build in storefront/${distDir}: pnpm build (NEXT_DIST_DIR=${distDir})`)
  // What an earlier run rendered would be answered from the cache, not rendered.
  for (const sub of [['cache', 'fetch-cache'], ['server', 'route-cache'], ['cache', 'render-source']]) await rm(path.join(nextDir, ...sub), { recursive: true, force: true })
  const port = await freePort()
  const profileDir = values.profile ? path.resolve(values.profile) : undefined
  if (profileDir) await mkdir(profileDir, { recursive: true })
  storefront = spawn(path.join(root, 'storefront/node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: path.join(root, 'storefront'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      STOREFRONT_PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/en`).then((r) => r.status, () => 0)) === 200) break
    if (storefront.exitCode !== null || i > 600) throw new Error('the storefront did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  const prefixes = locales.map((l) => localeMeta[l].prefix)
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!
  const seen = new Set<string>()
  const fresh = (list: string[]) => () => {
    // A random language and page, preferring one not rendered yet in this run.
    for (let i = 0; i < 20; i++) {
      const p = `/${pick(prefixes)}${pick(list)}`
      if (!seen.has(p) || i === 19) {
        seen.add(p)
        return p
      }
    }
    return ''
  }
  const kinds = values.pages!.split(',') as (keyof typeof targets)[]
  // Compiled routes and warm JIT before measuring: pages of each measured kind, sequentially.
  for (const kind of kinds) {
    for (let i = 0; i < 30 && targets[kind]?.length; i++) await fetch(`${base}${fresh(targets[kind])()}`).then((r) => r.arrayBuffer())
  }

  const { payloadClient, poolOf } = await import('@aidir/cms')
  const payload = await payloadClient()
  const pool = poolOf(payload)
  const lines: string[] = []
  const windows: Record<string, [number, number]> = {}
  for (const kind of kinds) {
    const list = targets[kind]
    if (!list?.length) {
      lines.push(`${kind}: nothing to load`)
      continue
    }
    const node0 = await treeCpuMs(storefront.pid!)
    const pg0 = await postgresCpuMs(pool)
    // The same monotonic clock as V8's profile timestamps (µs): cpuProfileSummary --window keeps only this run's samples.
    const from = Number(process.hrtime.bigint() / 1000n)
    const outcome = await httpLoad({ base, connections, duration, timeout: 20 }, `${kind} first renders`, fresh(list))
    windows[kind] = [from, Number(process.hrtime.bigint() / 1000n)]
    const nodeMs = (await treeCpuMs(storefront.pid!)) - node0
    const pgMs = postgresCpuSince(pg0, await postgresCpuMs(pool))
    const ok = outcome.requests - outcome.non2xx
    lines.push(`${loadReport(outcome)}\n${''.padEnd(22)} CPU per render: storefront ${(nodeMs / Math.max(1, outcome.requests)).toFixed(1)} ms, PostgreSQL ${(pgMs / Math.max(1, outcome.requests)).toFixed(1)} ms (${ok} rendered, ${list.length} distinct paths × ${prefixes.length} languages)`)
  }
  await payload.destroy()
  if (profileDir) {
    await writeFile(path.join(profileDir, 'windows.json'), JSON.stringify(windows))
    for (const [kind, [a, b]] of Object.entries(windows)) console.log(`profile window of ${kind}: --window ${a}-${b}`)
  }
  console.log(`\n${Number(values.products)} synthetic products, build storefront/${distDir}, ${connections} connections × ${duration} s, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  for (const line of lines) console.log(line)
} catch (err) {
  console.error(err)
  process.exitCode = 1
} finally {
  process.on('uncaughtException', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err
  })
  if (storefront && storefront.exitCode === null) {
    const exited = new Promise((r) => storefront!.once('exit', r))
    // SIGINT lets Node write the CPU profile on the way out.
    storefront.kill('SIGINT')
    await exited
  }
  await db.stop().catch(() => undefined)
}
process.exit(process.exitCode ?? 0)
