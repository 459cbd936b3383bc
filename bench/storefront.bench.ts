/**
 * HTTP load on a running storefront:
 *   tsx bench/storefront.bench.ts <storefront URL> [--connections 32] [--duration 30] [--sample 2000] [--warm 20] [--timeout 10]
 * Scenarios, one after another: random product detail pages (/{en,zh,tw,ja}/details/{key}: a
 * random language each, so nearly every request is a first render), the home page and a category page; each prints p50/p95/p99 latency, requests/s, errors and non-2xx responses.
 * Product keys come from the database when DATABASE_URL is set (a random sample of the published
 * products, synthetic syn-… ones included), otherwise from the storefront's own sitemaps, so it
 * also runs against a server whose database it cannot reach. Budget (issue 3): details p95 < 150 ms
 * with no errors; home and category p95 < 50 ms once cached. Figures mean something only against
 * a production build: the public port of `pnpm start` (the edge cache in front of Next), or Next's
 * own port (STOREFRONT_APP_PORT) for what Next alone does; not a dev server.
 */
import { parseArgs } from 'node:util'
import { locales, localeMeta } from '@aidir/cms/locales'
import { httpLoad, type LoadOutcome, loadReport as report } from './lib'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '30' }, sample: { type: 'string', default: '2000' }, warm: { type: 'string', default: '20' }, timeout: { type: 'string', default: '10' } },
})
const base = (positionals[0] ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
if (!/^https?:\/\//.test(base)) {
  console.error('usage: tsx bench/storefront.bench.ts <storefront URL, e.g. http://127.0.0.1:3000> [--connections 32] [--duration 30]')
  process.exit(2)
}
const connections = Number(values.connections)
const duration = Number(values.duration)
const sampleSize = Number(values.sample)
const warmCount = Number(values.warm)

type Targets = { productKeys: string[]; categoryKey: string; source: string }

/** A random sample of published product keys and the biggest category, straight from PostgreSQL. */
async function fromDatabase(): Promise<Targets> {
  const { payloadClient } = await import('@aidir/cms')
  const payload = await payloadClient()
  const pool = (payload.db as unknown as { pool: { query: (q: string, v?: unknown[]) => Promise<{ rows: any[] }> } }).pool
  // TABLESAMPLE would skew towards physical pages; ORDER BY random() over 100k keys is fine once.
  const keys = (await pool.query(`SELECT key FROM products WHERE status = 'published' ORDER BY random() LIMIT $1`, [sampleSize])).rows.map((r) => r.key as string)
  const category = (
    await pool.query(
      `SELECT c.key FROM categories c JOIN products p ON p.category_id = c.id AND p.status = 'published'
        WHERE c.kind = 'product' GROUP BY c.key ORDER BY count(*) DESC LIMIT 1`,
    )
  ).rows[0]?.key as string
  await payload.destroy?.()
  return { productKeys: keys, categoryKey: category, source: 'database' }
}

/** The same from the sitemaps: keys of the first, a middle and the last products file. */
async function fromSitemaps(): Promise<Targets> {
  const text = async (path: string) => {
    const res = await fetch(`${base}${path}`)
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
    return res.text()
  }
  const paths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname)
  const files = paths(await text('/sitemap.xml')).filter((p) => /^\/sitemaps\/products-\d+\.xml$/.test(p))
  const picked = [...new Set([files[0], files[Math.floor(files.length / 2)], files.at(-1)])].filter(Boolean) as string[]
  const keys: string[] = []
  for (const file of picked) {
    for (const p of paths(await text(file))) {
      const m = /^\/details\/([^/]+)$/.exec(p)
      if (m) keys.push(decodeURIComponent(m[1]!))
    }
  }
  const categories = paths(await text('/sitemaps/categories.xml')).flatMap((p) => /^\/class\/([^/]+)$/.exec(p)?.[1] ?? [])
  shuffle(keys)
  return { productKeys: keys.slice(0, sampleSize), categoryKey: decodeURIComponent(categories[0] ?? ''), source: `sitemaps (${picked.join(', ')})` }
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

const run = (label: string, nextPath: () => string) => httpLoad({ base, connections, duration, timeout: Number(values.timeout) }, label, nextPath)

/** Sequential requests first, so the measured run sees compiled routes and warm caches. */
async function warm(paths: string[]) {
  for (const p of paths) {
    await fetch(`${base}${p}`)
      .then((r) => r.arrayBuffer())
      .catch((e: Error) => console.warn(`warm-up of ${p} failed: ${e.cause ?? e.message}`))
  }
}

const targets = process.env.DATABASE_URL ? await fromDatabase() : await fromSitemaps()
if (targets.productKeys.length === 0) throw new Error('no published products found')
const synthetic = targets.productKeys.filter((k) => k.startsWith('syn-')).length
console.log(`storefront ${base}: ${connections} connections × ${duration} s per scenario`)
console.log(`product keys: ${targets.productKeys.length} from ${targets.source} (${synthetic} synthetic); category: ${targets.categoryKey}`)

const prefixes = locales.map((l) => localeMeta[l].prefix)
const detailPath = (key: string) => `/${prefixes[Math.floor(Math.random() * prefixes.length)]}/details/${encodeURIComponent(key)}`
const categoryPath = `/class/${encodeURIComponent(targets.categoryKey)}`
await warm([...targets.productKeys.slice(0, warmCount).map(detailPath), ...Array(warmCount).fill('/'), ...Array(warmCount).fill(categoryPath)])

const outcomes: LoadOutcome[] = []
outcomes.push(await run('random product details', () => detailPath(targets.productKeys[Math.floor(Math.random() * targets.productKeys.length)]!)))
outcomes.push(await run('home /', () => '/'))
outcomes.push(await run(`category ${categoryPath}`.slice(0, 22), () => categoryPath))

console.log('')
for (const o of outcomes) console.log(report(o))
process.exit(0)
