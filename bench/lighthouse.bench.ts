/**
 * Lighthouse (mobile settings: its default form factor, screen emulation and simulated throttling)
 * on the home, a product detail and a search page of a running storefront:
 *   tsx bench/lighthouse.bench.ts <storefront URL> [--detail <product key>] [--query <search text>] [--lang zh] [--report-dir <dir>]
 * Prints the four category scores per page and the JavaScript it loads (compressed bytes), then
 * where the main thread's time went (Lighthouse's main-thread breakdown, the scripts' boot-up
 * time, the DOM's size), which is what total blocking time is made of. --report-dir keeps each
 * page's full report as JSON. Budget (issue 3): performance >= 90; accessibility,
 * best practices and SEO >= 95. Meaningful only against a production build (`next start`).
 * Chromium is Debian's, launched through chrome-launcher as lighthouse itself depends on it.
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { detail: { type: 'string' }, query: { type: 'string', default: 'image' }, lang: { type: 'string' }, 'report-dir': { type: 'string' } },
})
const base = (positionals[0] ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
if (!/^https?:\/\//.test(base)) {
  console.error('usage: tsx bench/lighthouse.bench.ts <storefront URL> [--detail <product key>] [--query <search text>]')
  process.exit(2)
}

type LaunchedChrome = { port: number; kill: () => Promise<void> }
type ChromeLauncher = { launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome> }

/** chrome-launcher as installed for lighthouse (not a dependency of this package, hence typed here). */
async function chromeLauncher(): Promise<ChromeLauncher> {
  const lighthouseDir = realpathSync(createRequire(import.meta.url).resolve('lighthouse/package.json'))
  return import(pathToFileURL(createRequire(lighthouseDir).resolve('chrome-launcher')).href)
}

/** The first product of the sitemap: read until its first detail URL, then stop downloading. */
async function firstProductKey(): Promise<string> {
  const res = await fetch(`${base}/sitemaps/products-1.xml`)
  if (!res.ok || !res.body) throw new Error(`products sitemap: HTTP ${res.status}`)
  const decoder = new TextDecoder()
  const reader = res.body.getReader()
  let text = ''
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    text += decoder.decode(r.value, { stream: true })
    const m = /<loc>[^<]*?\/details\/([^<\/]+)<\/loc>/.exec(text)
    if (m) {
      await reader.cancel().catch(() => {})
      return decodeURIComponent(m[1]!)
    }
  }
  throw new Error('no product in /sitemaps/products-1.xml')
}

const detailKey = values.detail ?? (await firstProductKey())
const prefix = values.lang ? `/${encodeURIComponent(values.lang)}` : ''
const pages = [
  { label: 'home', path: prefix || '/' },
  { label: 'detail', path: `${prefix}/details/${encodeURIComponent(detailKey)}` },
  { label: 'search', path: `${prefix}/discover/${encodeURIComponent(values.query!)}` },
]

const { launch } = await chromeLauncher()
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const rows: string[] = []
const breakdowns: string[] = []
try {
  for (const page of pages) {
    const url = `${base}${page.path}`
    // One unmeasured load first, so a dev server's compilation or a cold cache is not what is scored.
    await fetch(url)
      .then((r) => r.arrayBuffer())
      .catch((e: Error) => console.warn(`warm-up of ${page.path} failed (${e.cause ?? e.message}); measuring anyway`))
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
    const { lhr } = result
    const score = (id: string) => {
      const s = lhr.categories[id]?.score
      return s == null ? '  —' : String(Math.round(s * 100)).padStart(3)
    }
    const failing = lhr.runtimeError ? `  runtime error: ${lhr.runtimeError.message}` : ''
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => `${id.split('-').map((w) => w[0]).join('').toUpperCase()} ${lhr.audits[id]?.displayValue ?? '—'}`)
      .join(', ')
    // First-load JavaScript as transferred (compressed), budget 150 KB on a product detail page.
    const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find((i) => i.resourceType === 'script')
    const js = scripts ? `JS ${(scripts.transferSize / 1024).toFixed(0)} KB` : 'JS —'
    breakdowns.push(mainThread(page.label, lhr))
    if (values['report-dir']) {
      mkdirSync(values['report-dir'], { recursive: true })
      writeFileSync(path.join(values['report-dir'], `${page.label}.json`), JSON.stringify(lhr))
    }
    rows.push(`${page.label.padEnd(7)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}   (${metrics}, ${js})  ${page.path}${failing}`)
    console.log(rows.at(-1))
  }
} finally {
  await chrome.kill()
}
console.log(`\nlighthouse ${lighthouseVersion()} (mobile) on ${base}`)
for (const r of rows) console.log(r)
console.log(`\nmain thread (observed times scaled by Lighthouse's simulated 4x slower CPU)\n${breakdowns.join('\n')}`)

type Items = { items?: Record<string, unknown>[] } | undefined
/** One line per page: the main thread's time by kind of work, the costliest scripts, the DOM's size. */
function mainThread(label: string, lhr: { audits: Record<string, { numericValue?: number; details?: unknown } | undefined> }): string {
  const ms = (n: unknown) => `${Math.round(Number(n))} ms`
  const work = ((lhr.audits['mainthread-work-breakdown']?.details as Items)?.items ?? [])
    .slice(0, 5)
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`)
  const boot = ((lhr.audits['bootup-time']?.details as Items)?.items ?? [])
    .slice(0, 3)
    .map((i) => `${String(i.url).replace(base, '')} ${ms(i.total)} (script ${ms(i.scripting)})`)
  const dom = (lhr.audits['dom-size'] ?? lhr.audits['dom-size-insight'])?.numericValue
  return `${label.padEnd(7)} ${work.join(', ')}\n        scripts: ${boot.join('; ') || '—'}\n        DOM elements: ${dom ?? '—'}`
}

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version
}
