/**
 * Cached renders of the MCP ranking boards: `pnpm bench:mcp-ranking-pages [<storefront URL>] [--connections 32] [--duration 20]`
 * Given a URL, it loads that running storefront (the public port of `pnpm start`). Without one it
 * brings its own on the built tree (builtStorefront.ts) and loads both the edge and Next directly.
 * The four boards in four languages (unprefixed too) are fetched once to warm them, then loaded in
 * turn. Budget (issue 19): the storefront's cached-page budget, p95 < 50 ms through the edge.
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
  console.error('usage: tsx bench/mcpRankingPages.bench.ts [<storefront URL, e.g. http://127.0.0.1:3000>] [--connections 32] [--duration 20]')
  process.exit(2)
}

const own = given ? null : await builtStorefrontWithEdge('mcp-ranking-pages')
const targets = own ? [{ label: 'edge', base: own.edgeUrl }, { label: 'next', base: own.nextUrl }] : [{ label: 'given', base: given }]
const boards = ['', '/trending-7d', '/trending-30d', '/top-rated']
const paths = ['', '/en', '/zh', '/tw', '/ja'].flatMap((prefix) => boards.map((board) => `${prefix}/mcp/ranking${board}`))

const outcomes: LoadOutcome[] = []
for (const target of targets) {
  for (const p of paths) {
    const res = await fetch(`${target.base}${p}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`)
  }
  const options = { base: target.base, connections: Number(values.connections), duration: Number(values.duration), timeout: Number(values.timeout) }
  console.log(`MCP ranking pages ${target.label} ${target.base}: ${options.connections} connections × ${options.duration} s`)
  let i = 0
  outcomes.push(await httpLoad(options, `${target.label} mcp ranking`, () => paths[i++ % paths.length]!))
}
console.log('')
for (const o of outcomes) console.log(loadReport(o))
await own?.stop()
process.exit(0)
