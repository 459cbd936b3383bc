/**
 * A crawler's day: every product page of the catalogue in one language, as a search engine fetches
 * them, at a few connections (issue 18):
 *   tsx bench/crawler.bench.ts [storefront URL] [--locale en|zh|zh-TW|ja] [--connections 8] [--limit N] [--timeout 30]
 * The product URLs come from the storefront's own sitemaps, as a crawler finds them: the index
 * (/sitemap.xml) names the products files (/sitemaps/products-N.xml, split for a large catalogue),
 * each listing a product with its address in every language (hreflang alternates); the crawl takes
 * the chosen language's. Files are read one after another as the crawl needs them, so 100,000
 * products (`pnpm seed:synthetic --products 100000`) never sit in memory as one list. Each page is
 * fetched once, whole: most are not in any cache yet, which is what a crawler meets on a long tail.
 * Prints pages/s, p50/p95/p99 latency (to the last byte), errors and non-2xx answers, bytes a page
 * (uncompressed) and the machine's load. Without a URL it starts a throw-away embedded PostgreSQL
 * with the curated catalogue and the built storefront (`pnpm build` first).
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { percentile } from './lib'
import { storefrontOrThrowAway } from './builtStorefront'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string', default: 'en' },
    connections: { type: 'string', default: '8' },
    limit: { type: 'string', default: '0' },
    timeout: { type: 'string', default: '30' },
  },
})
const hreflangs: Record<string, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant', tw: 'zh-Hant', ja: 'ja' }
const hreflang = hreflangs[values.locale!]
const connections = Number(values.connections)
const limit = Number(values.limit) || Infinity
const timeoutMs = Number(values.timeout) * 1000
if (!hreflang || !(connections > 0) || !(limit > 0) || !(timeoutMs > 0)) {
  console.error('usage: tsx bench/crawler.bench.ts [storefront URL] [--locale en|zh|zh-TW|ja] [--connections 8] [--limit N] [--timeout 30]')
  process.exit(2)
}

const { base, stop } = await storefrontOrThrowAway(positionals[0])

const userAgent = 'Mozilla/5.0 (compatible; aidir-crawler-bench/1.0)'
const xml = async (path: string) => {
  const res = await fetch(`${base}${path}`, { headers: { 'user-agent': userAgent } })
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return res.text()
}
/** Sitemap addresses carry the public origin (SITE_URL): the crawl asks this server for their paths. */
const pathOf = (url: string) => {
  const u = new URL(url.replace(/&amp;/g, '&'))
  return `${u.pathname}${u.search}`
}

/** The product pages in the chosen language, file by file, in the sitemaps' order. */
async function* productPaths(): AsyncGenerator<string> {
  const files = [...(await xml('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!)).filter((p) => /^\/sitemaps\/products-\d+\.xml$/.test(p))
  if (files.length === 0) throw new Error('the sitemap index lists no products file')
  console.log(`sitemap index: ${files.length} products file(s)`)
  let n = 0
  for (const file of files) {
    for (const entry of (await xml(file)).matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const alternate = new RegExp(`hreflang="${hreflang}" href="([^"]+)"`).exec(entry[1]!)
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry[1]!)
      // Each language's address is an entry of its own, naming the others as alternates: the
      // crawl takes the entries of its language (an entry without alternates stands for itself).
      if (!loc || (alternate && alternate[1] !== loc[1])) continue
      yield pathOf(loc[1]!)
      if (++n >= limit) return
    }
  }
}

type Outcome = { latencies: number[]; bytes: number; errors: number; timeouts: number; statuses: Record<string, number>; failures: string[] }
const outcome: Outcome = { latencies: [], bytes: 0, errors: 0, timeouts: 0, statuses: {}, failures: [] }

async function crawl(path: string) {
  const start = performance.now()
  try {
    const res = await fetch(`${base}${path}`, { headers: { 'user-agent': userAgent, accept: 'text/html' }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    const body = await res.arrayBuffer()
    outcome.latencies.push(performance.now() - start)
    outcome.bytes += body.byteLength
    outcome.statuses[res.status] = (outcome.statuses[res.status] ?? 0) + 1
    if (res.status >= 300 && outcome.failures.length < 10) outcome.failures.push(`${res.status} ${path}`)
  } catch (error) {
    const e = error as Error
    if (e.name === 'TimeoutError') outcome.timeouts++
    outcome.errors++
    if (outcome.failures.length < 10) outcome.failures.push(`${e.name === 'TimeoutError' ? 'timeout' : (e.cause as Error | undefined)?.message ?? e.message} ${path}`)
  }
}

const queue = productPaths()
const started = performance.now()
const progress = setInterval(() => {
  const done = outcome.latencies.length + outcome.errors
  console.log(`  … ${done} pages in ${((performance.now() - started) / 1000).toFixed(0)} s (${(done / ((performance.now() - started) / 1000)).toFixed(1)} pages/s)`)
}, 10_000)
// Each worker is one connection: it asks for the next page when its answer is read in full.
await Promise.all(
  Array.from({ length: connections }, async () => {
    for (let next = await queue.next(); !next.done; next = await queue.next()) await crawl(next.value)
  }),
)
clearInterval(progress)
const seconds = (performance.now() - started) / 1000

const sorted = [...outcome.latencies].sort((a, b) => a - b)
const answered = sorted.length
const non2xx = Object.entries(outcome.statuses).reduce((sum, [code, n]) => sum + (Number(code) >= 200 && Number(code) < 300 ? 0 : n), 0)
const ms = (n: number) => `${n.toFixed(0)} ms`
const [load1, load5] = os.loadavg()
console.log('')
console.log(`crawl of ${base}, product pages in ${values.locale} (hreflang ${hreflang}), ${connections} connections`)
console.log(`pages ${answered + outcome.errors} in ${seconds.toFixed(1)} s: ${((answered + outcome.errors) / seconds).toFixed(1)} pages/s`)
console.log(`latency p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`)
console.log(`errors ${outcome.errors} (timeouts ${outcome.timeouts})  non-2xx ${non2xx}  [${Object.entries(outcome.statuses).map(([c, n]) => `${c}×${n}`).join(' ')}]`)
console.log(`bytes a page ${answered ? (outcome.bytes / answered / 1024).toFixed(1) : '-'} KB (uncompressed), ${(outcome.bytes / 1024 / 1024).toFixed(1)} MB in all`)
console.log(`load average ${load1!.toFixed(2)} (1 min) ${load5!.toFixed(2)} (5 min) on ${os.cpus().length} CPUs`)
for (const failure of outcome.failures) console.log(`  ${failure}`)
await stop()
process.exit(outcome.errors > 0 || non2xx > 0 ? 1 : 0)
