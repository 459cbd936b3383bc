/**
 * Cached renders of the model comparison, the cost calculator and the arena leaderboard:
 *   tsx bench/modelPages.bench.ts [<storefront URL>] [--connections 32] [--duration 20]
 * Given a URL, it loads that running storefront (the public port of `pnpm start`: the edge in
 * front of Next). Without one it brings its own on the built tree: a throw-away database with the
 * real catalogue, `next start` of the built storefront, and the edge in front of it; then it loads
 * both the edge and Next directly.
 * A few compare links and calculator workloads (each its own cached page, the query moved into
 * the path by proxy.ts) and the leaderboard in every language (unprefixed too, the proxy's
 * rewrite) are fetched once to warm them, then loaded in turn; prints p50/p95/p99,
 * requests/s and errors per page. Budget: the storefront's cached-page budget (p95 < 50 ms through
 * the edge, the public port of `pnpm start`). Model keys come from the seeded catalogue.
 */
import { parseArgs } from 'node:util'
import { builtStorefrontWithEdge } from './builtStorefront'
import { httpLoad, type LoadOutcome, loadReport } from './lib'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '20' }, timeout: { type: 'string', default: '10' } },
})
const given = (positionals[0] ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
if (given && !/^https?:\/\//.test(given)) {
  console.error('usage: tsx bench/modelPages.bench.ts [<storefront URL, e.g. http://127.0.0.1:3000>] [--connections 32] [--duration 20]')
  process.exit(2)
}

const own = given ? null : await builtStorefrontWithEdge('model-pages')
const targets = own ? [{ label: 'edge', base: own.edgeUrl }, { label: 'next', base: own.nextUrl }] : [{ label: 'given', base: given }]

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
// Without our own votes the page shows the seeded reference ratings: the same page shape as in
// production until the arena has its first thousand votes.
const leaderboardPaths = ['/models/leaderboard', '/en/models/leaderboard', '/zh/models/leaderboard', '/tw/models/leaderboard', '/ja/models/leaderboard']

const rotate = (paths: string[]) => {
  let i = 0
  return () => paths[i++ % paths.length]!
}
const outcomes: LoadOutcome[] = []
for (const target of targets) {
  // Each page once, so the load measures cached renders.
  for (const p of [...comparePaths, ...costPaths, ...leaderboardPaths]) {
    const res = await fetch(`${target.base}${p}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`)
  }
  const options = { base: target.base, connections: Number(values.connections), duration: Number(values.duration), timeout: Number(values.timeout) }
  console.log(`model pages ${target.label} ${target.base}: ${options.connections} connections × ${options.duration} s per scenario`)
  outcomes.push(await httpLoad(options, `${target.label} compare`, rotate(comparePaths)))
  outcomes.push(await httpLoad(options, `${target.label} cost`, rotate(costPaths)))
  outcomes.push(await httpLoad(options, `${target.label} leaderboard`, rotate(leaderboardPaths)))
}
console.log('')
for (const o of outcomes) console.log(loadReport(o))
await own?.stop()
process.exit(0)
