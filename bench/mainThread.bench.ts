/**
 * The browser's main-thread work to load and hydrate pages of a running storefront, in CPU
 * milliseconds of the renderer's main thread as a Chromium trace counts them (each task's thread
 * time: all of it, the part over 50 ms per task, script), the median of several fresh loads per
 * page at a phone's width, without throttling:
 *   tsx bench/mainThread.bench.ts <storefront URL> [--path /en --path /details/x …] [--runs 7] [--compare <other URL>]
 * Steadier than Lighthouse's scores on a busy machine (its total blocking time comes from these same
 * tasks, scaled by its 4x slower simulated CPU): thread time counts only what the page's own thread
 * ran, so other processes on the machine do not stretch it as they stretch the wall clock. With --compare, loads alternate
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

type Sample = { cpu: number; blocking: number; script: number; tasks: number }

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * One fresh load (a new context: empty cache, no cookies) until the load event and a quiet second
 * after it, traced. Each of the renderer main thread's tasks carries its thread time (`tdur`, CPU
 * microseconds): `cpu` sums them, `blocking` sums what each task's CPU time has over 50 ms (the part
 * of a task that total blocking time counts), `script` the CPU of script evaluation and calls.
 */
async function load(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] })
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response || response.status() >= 400) throw new Error(`${url}: HTTP ${response?.status()}`)
    await page.waitForLoadState('networkidle').catch(() => {})
    await page.waitForTimeout(1000)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    const main = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
    const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    const tasks = onMain.filter((e) => e.name === 'RunTask')
    const cpu = (e: TraceEvent) => (e.tdur ?? 0) / 1000
    return {
      cpu: tasks.reduce((n, e) => n + cpu(e), 0),
      blocking: tasks.reduce((n, e) => n + Math.max(0, cpu(e) - 50), 0),
      script: onMain.filter((e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.evaluateModule').reduce((n, e) => n + cpu(e), 0),
      tasks: tasks.length,
    }
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
console.log(`renderer main thread's CPU per load (thread time, not wall clock), median of ${runs}, 412 px, no throttling`)
for (const path of paths) {
  for (const base of bases) {
    const list = samples.get(`${base} ${path}`)!
    const m = (key: keyof Sample) => median(list.map((s) => s[key]))
    console.log(`${path.padEnd(32)} ${base.padEnd(24)} cpu ${ms(m('cpu'))}  over 50 ms ${ms(m('blocking'))}  script ${ms(m('script'))}  (${m('tasks')} tasks)`)
  }
}
