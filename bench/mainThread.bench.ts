/**
 * The browser's main-thread work to load and hydrate pages of a running storefront, in CPU
 * milliseconds as Chromium counts them (CDP Performance.getMetrics: script, style, layout, all
 * tasks), the median of several fresh loads per page at a phone's width, without throttling:
 *   tsx bench/mainThread.bench.ts <storefront URL> [--path /en --path /details/x …] [--runs 7] [--compare <other URL>]
 * Steadier than Lighthouse's scores on a busy machine (its total blocking time comes from these same
 * tasks, scaled by its 4x slower simulated CPU): CPU time counts only the page's own thread, so other
 * processes stretch it far less than they stretch the wall clock. With --compare, loads alternate
 * between the two storefronts (say, two builds of one commit and its parent), each page and run in
 * turn, so the machine's load falls on both alike. Without --path: home, a product detail (the
 * first of the sitemap) and a search. Meaningful only against a production build (`next start`).
 */
import { parseArgs } from 'node:util'
import { chromium, type Browser } from 'playwright-core'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string', multiple: true }, runs: { type: 'string', default: '7' }, compare: { type: 'string' } },
})
const bases = [positionals[0] ?? process.env.STOREFRONT_URL ?? '', values.compare ?? ''].filter(Boolean).map((b) => b.replace(/\/+$/, ''))
if (!bases.length || !bases.every((b) => /^https?:\/\//.test(b))) {
  console.error('usage: tsx bench/mainThread.bench.ts <storefront URL> [--path /en …] [--runs 7] [--compare <other URL>]')
  process.exit(2)
}
const runs = Math.max(1, Number(values.runs))

async function firstProductPath(base: string): Promise<string | null> {
  const sitemap = await fetch(`${base}/sitemaps/products-1.xml`).then((r) => (r.ok ? r.text() : ''), () => '')
  return /<loc>[^<]*?(\/details\/[^<]+)<\/loc>/.exec(sitemap)?.[1]?.replace(/&amp;/g, '&') ?? null
}

const METRICS = { script: 'ScriptDuration', style: 'RecalcStyleDuration', layout: 'LayoutDuration', tasks: 'TaskDuration' } as const
type Sample = Record<keyof typeof METRICS, number>

/** One fresh load: a new context (empty cache, no cookies), until the load event and a quiet second after it. */
async function load(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response || response.status() >= 400) throw new Error(`${url}: HTTP ${response?.status()}`)
    await page.waitForLoadState('networkidle').catch(() => {})
    await page.waitForTimeout(1000)
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
    const read = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
    return Object.fromEntries(Object.entries(METRICS).map(([key, name]) => [key, read(name)])) as Sample
  } finally {
    await context.close()
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

const paths = values.path?.length ? values.path : ['/', ...[await firstProductPath(bases[0]!)].filter((p): p is string => Boolean(p)), '/discover/image']
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const samples = new Map<string, Sample[]>()
try {
  for (const path of paths) for (const base of bases) await load(browser, base + path) // warm the servers' caches, unmeasured
  for (let i = 0; i < runs; i++) {
    for (const path of paths) {
      for (const base of bases) {
        const key = `${base} ${path}`
        samples.set(key, [...(samples.get(key) ?? []), await load(browser, base + path)])
      }
    }
  }
} finally {
  await browser.close()
}
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`
console.log(`main-thread CPU per load, median of ${runs} (script, style, layout, all tasks), 412 px, no throttling`)
for (const path of paths) {
  for (const base of bases) {
    const list = samples.get(`${base} ${path}`)!
    const m = Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(list.map((s) => s[k as keyof Sample]))])) as Sample
    console.log(`${path.padEnd(32)} ${base.padEnd(24)} script ${ms(m.script)}  style ${ms(m.style)}  layout ${ms(m.layout)}  tasks ${ms(m.tasks)}`)
  }
}
