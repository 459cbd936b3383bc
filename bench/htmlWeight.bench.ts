/**
 * The weight of the pages' HTML (issue 18: home and product detail pages under 100 KB uncompressed,
 * in all four languages):
 *   tsx bench/htmlWeight.bench.ts [storefront URL] [--products runway,chatgpt] [--top 8]
 * For each page: its bytes as sent (uncompressed), split into markup, the inline RSC payload (the
 * data React hydrates from) and other scripts, with the payload's biggest rows. Without a URL it
 * starts a throw-away embedded PostgreSQL with the catalogue and the built storefront (`next
 * start`); with one, give Next's own port or the public port of `pnpm start`. Run `pnpm build`
 * first: a dev server's pages are not the ones visitors get.
 */
import { parseArgs } from 'node:util'
import { HTML_BUDGET_BYTES, htmlWeight, weightReport } from './htmlWeight'
import { storefrontOrThrowAway } from './builtStorefront'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { products: { type: 'string', default: '' }, top: { type: 'string', default: '8' } },
})

const { base, stop } = await storefrontOrThrowAway(positionals[0])

/** Without --products: the first product of the sitemap, as a crawler would find one. */
async function someProduct(): Promise<string> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text()
  const file = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((p) => /products-\d+\.xml$/.test(p))
  if (!file) throw new Error('no products sitemap listed in /sitemap.xml')
  const first = /<loc>[^<]*\/details\/([^<]+)<\/loc>/.exec(await (await fetch(`${base}${file}`)).text())
  if (!first) throw new Error(`no product in ${file}`)
  return decodeURIComponent(first[1]!)
}

const products = values.products ? values.products.split(',').filter(Boolean) : [await someProduct()]
const prefixes = ['/en', '/zh', '/tw', '/ja']
const paths = [...prefixes, ...products.flatMap((key) => prefixes.map((p) => `${p}/details/${encodeURIComponent(key)}`))]

let over = 0
for (const path of paths) {
  // The first answer renders the page; the second is the cached copy visitors get.
  await fetch(`${base}${path}`).then((r) => r.arrayBuffer())
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })
  const html = await res.text()
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  const weight = htmlWeight(html)
  if (weight.total >= HTML_BUDGET_BYTES) over++
  console.log(weightReport(`${path} ${weight.total < HTML_BUDGET_BYTES ? '' : '(over)'}`, weight, Number(values.top)))
}
console.log(`\n${paths.length} pages, ${over} at or over the budget of ${HTML_BUDGET_BYTES / 1024} KB`)
await stop()
process.exit(0)
