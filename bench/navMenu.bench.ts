/**
 * The navigation menu API under load (issue 4 budget: cached p95 under 10 ms at 32 connections):
 *   tsx bench/navMenu.bench.ts [storefront URL] [--connections 32] [--duration 15]
 * GET /api/menu/navMenu?useWebsite=1|2&langType=… cycling over both variants and the four
 * languages (8 cache entries), after one warm-up request each, so every measured request is a
 * cached answer. Give the public URL of `pnpm start` (the edge cache in front of Next), or Next's
 * own port to see what Next alone does. Without a URL it starts a throw-away embedded PostgreSQL
 * with the catalogue (menus included), the built storefront (`next start`) and the edge in front.
 */
import { parseArgs } from 'node:util'
import { httpLoad, loadReport, percentile } from './lib'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '15' } } })
const connections = Number(values.connections)
const duration = Number(values.duration)

const teardowns: (() => Promise<void>)[] = []
let base = (positionals[0] ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
if (!base) {
  Object.assign(process.env, { NODE_ENV: 'production' })
  const stopDb = await (await import('../tests/setup/database')).default()
  const stopStorefront = await (await import('../tests/setup/storefront')).default()
  if (stopStorefront) teardowns.push(stopStorefront)
  if (stopDb) teardowns.push(stopDb)
  // The public port as `pnpm start` serves it: the edge cache in front of Next.
  const { startEdge } = await import('@aidir/edge/edge')
  const edge = await startEdge({ origin: process.env.STOREFRONT_URL!, port: 0, host: '127.0.0.1' })
  teardowns.unshift(() => edge.close())
  base = edge.url
  console.log(`started a throw-away database, the built storefront at ${process.env.STOREFRONT_URL} and the edge cache at ${base}`)
}

const paths = ['1', '2'].flatMap((v) => ['en', 'zh_cn', 'zh_tw', 'jp'].map((l) => `/api/menu/navMenu?useWebsite=${v}&langType=${l}`))
for (const path of paths) {
  const res = await fetch(`${base}${path}`)
  const body = (await res.json()) as { code: number; data: unknown[] }
  if (body.code !== 0 || !Array.isArray(body.data) || body.data.length === 0) throw new Error(`warm-up ${path}: ${JSON.stringify(body).slice(0, 200)}`)
}

let n = 0
const outcome = await httpLoad({ base, connections, duration }, 'GET /api/menu/navMenu', () => paths[n++ % paths.length]!)
const p95 = percentile([...outcome.latencies].sort((a, b) => a - b), 95)
console.log(`cached, ${connections} connections, ${duration} s`)
console.log(loadReport(outcome))
console.log(`budget p95 < 10 ms: ${p95 < 10 ? 'met' : 'NOT met'}`)
for (const stop of teardowns) await stop()
process.exit(0)
