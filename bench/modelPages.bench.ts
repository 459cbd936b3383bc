/**
 * Cached renders of the model comparison and the cost calculator on a running storefront:
 *   tsx bench/modelPages.bench.ts <storefront URL> [--connections 32] [--duration 20]
 * A few compare links and calculator workloads (each its own cached page, the query moved into
 * the path by proxy.ts) are fetched once to warm them, then loaded in turn; prints p50/p95/p99,
 * requests/s and errors per page. Budget: the storefront's cached-page budget (p95 < 50 ms through
 * the edge, the public port of `pnpm start`). Model keys come from the seeded catalogue.
 */
import { parseArgs } from 'node:util'
import { httpLoad, type LoadOutcome, loadReport } from './lib'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '20' }, timeout: { type: 'string', default: '10' } },
})
const base = (positionals[0] ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
if (!/^https?:\/\//.test(base)) {
  console.error('usage: tsx bench/modelPages.bench.ts <storefront URL, e.g. http://127.0.0.1:3000> [--connections 32] [--duration 20]')
  process.exit(2)
}

const comparePaths = [
  '/en/models/compare?m=gpt-4o,claude-sonnet-4-5,deepseek-v3',
  '/zh/models/compare?m=gpt-5,gemini-2-5-pro',
  '/ja/models/compare?m=gpt-4-1,gpt-4-1-mini,gpt-4-1-nano,o3',
]
const costPaths = [
  '/en/models/cost',
  '/en/models/cost?requestsPerDay=50000&inputTokens=2000&outputTokens=300&cachedShare=50&currency=USD',
  '/zh/models/cost?requestsPerDay=1000&inputTokens=800&outputTokens=800&reasoningTokens=1000&currency=CNY&feature=tools&sort=score',
]

for (const path of [...comparePaths, ...costPaths]) {
  const res = await fetch(`${base}${path}`)
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
}

const options = { base, connections: Number(values.connections), duration: Number(values.duration), timeout: Number(values.timeout) }
const rotate = (paths: string[]) => {
  let i = 0
  return () => paths[i++ % paths.length]!
}
console.log(`model pages ${base}: ${options.connections} connections × ${options.duration} s per scenario`)
const outcomes: LoadOutcome[] = []
outcomes.push(await httpLoad(options, 'compare (3 links)', rotate(comparePaths)))
outcomes.push(await httpLoad(options, 'cost (3 workloads)', rotate(costPaths)))
console.log('')
for (const o of outcomes) console.log(loadReport(o))
process.exit(0)
