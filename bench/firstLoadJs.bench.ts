/**
 * First-load JavaScript per page of a running storefront, gzipped, as a browser downloads it:
 *   tsx bench/firstLoadJs.bench.ts <storefront URL> [--path /en --path /en/details/x …] [--top 12]
 * Reads each page's HTML, takes every script it loads before interaction (`<script src>` and
 * `modulepreload`/`preload as=script` links; chunks that lazy components fetch later are not
 * counted), downloads each once and gzips it at level 9 — the size a compressing CDN or server sends.
 * Without --path it measures home, a listing (/tools), a category, search results and the first
 * product of the sitemap, in the default language. Budget (issue 3): under 150 KB per page.
 * Prints per page the total and the largest chunks with the packages found in them, so a growing
 * bundle names its cause. Meaningful only against a production build (`next start`).
 */
import { gzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string', multiple: true }, top: { type: 'string', default: '8' }, budget: { type: 'string', default: '150' } },
})
const base = (positionals[0] ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
if (!/^https?:\/\//.test(base)) {
  console.error('usage: tsx bench/firstLoadJs.bench.ts <storefront URL> [--path /en …] [--top 8]')
  process.exit(2)
}
const budgetKb = Number(values.budget)

async function text(path: string): Promise<string> {
  const res = await fetch(`${base}${path}`)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return res.text()
}

async function defaultPaths(): Promise<string[]> {
  const paths = ['/', '/tools', '/discover/image']
  const products = await text('/sitemaps/products-1.xml').catch(() => '')
  const detail = /<loc>[^<]*?(\/details\/[^<]+)<\/loc>/.exec(products)?.[1]
  if (detail) paths.push(detail.replace(/&amp;/g, '&'))
  const categories = await text('/sitemaps/categories.xml').catch(() => '')
  const category = /<loc>[^<]*?(\/class\/[^<]+)<\/loc>/.exec(categories)?.[1]
  if (category) paths.push(category.replace(/&amp;/g, '&'))
  return paths
}

/** Script URLs a page loads up front: script tags and script preloads, in document order. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) if (!/\bnomodule\b/i.test(m[0])) found.add(m[1]!)
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href && (/rel="modulepreload"/.test(tag) || (/rel="preload"/.test(tag) && /as="script"/.test(tag)))) found.add(href)
  }
  return [...found].map((s) => s.replace(/&amp;/g, '&'))
}

type Chunk = { url: string; gzip: number; raw: number; packages: string[] }
const chunks = new Map<string, Promise<Chunk>>()

/** Package names Turbopack leaves in chunk module ids, so a chunk tells what it carries. */
function packagesIn(source: string): string[] {
  const names = new Set<string>()
  for (const m of source.matchAll(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[\w.-]+\/)?[\w.-]+)/g)) names.add(m[1]!)
  for (const m of source.matchAll(/\[project\]\/(storefront\/src\/[\w/.[\]()-]+?)\/[\w.[\]-]+\.(?:tsx?|js)/g)) names.add(m[1]!)
  return [...names].slice(0, 8)
}

function chunk(url: string): Promise<Chunk> {
  let pending = chunks.get(url)
  if (!pending) {
    pending = (async () => {
      const res = await fetch(new URL(url, base))
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
      const body = Buffer.from(await res.arrayBuffer())
      return { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, packages: packagesIn(body.toString('utf8')) }
    })()
    chunks.set(url, pending)
  }
  return pending
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const paths = values.path?.length ? values.path : await defaultPaths()
let over = 0
for (const path of paths) {
  const html = await text(path)
  const list = await Promise.all(scriptsOf(html).map(chunk))
  const gzip = list.reduce((n, c) => n + c.gzip, 0)
  const raw = list.reduce((n, c) => n + c.raw, 0)
  const verdict = gzip / 1024 < budgetKb ? 'within' : 'OVER'
  if (verdict === 'OVER') over++
  console.log(`${path.padEnd(40)} ${kb(gzip).padStart(9)} gzip (${kb(raw)} raw) in ${list.length} scripts — ${verdict} the ${budgetKb} KB budget; HTML ${kb(html.length)}`)
  for (const c of [...list].sort((a, b) => b.gzip - a.gzip).slice(0, Number(values.top))) {
    console.log(`    ${kb(c.gzip).padStart(9)}  ${c.url.replace(/^.*\/_next\/static\/chunks\//, '')}  ${c.packages.join(', ')}`)
  }
}
process.exit(over ? 1 : 0)
