/**
 * Logo and screenshot capture of N products against a local test site: `pnpm bench:capture
 * [--products 1000]`. A throw-away embedded PostgreSQL, real pg-boss and the real capture jobs in
 * the worker (in process, since only a test or benchmark may allow the loopback site past the SSRF
 * rules), headless Chromium at /usr/bin/chromium (CHROMIUM_PATH). Each product is its own site
 * (`p<i>.bench.test`, resolved to 127.0.0.1) with a manifest, 192 and 512 px icons of its own colour
 * and a home page. Budget (issue 15): 1,000 products, logo and both screenshots, in under 30 min.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { binary, html, notFound, productPage, startCaptureSites } from '../tests/fakes/captureSites'
import { throwAwayDatabase } from './lib'

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' } } })
const N = Number(values.products)
if (!Number.isInteger(N) || N < 1) throw new Error('--products must be a positive whole number')

const db = await throwAwayDatabase('capture')
const media = await mkdtemp(path.join(os.tmpdir(), 'aidir-bench-media-'))
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', MEDIA_DIR: media })
const sharp = (await import('sharp')).default
const { payloadClient, prepareDatabase, enqueue, imageCaptureKey, stopProducer } = await import('@aidir/cms')
const { startWorker } = await import('@aidir/tasks/worker')
const { createLogoHandler } = await import('@aidir/tasks/jobs/images/captureLogo')
const { createScreenshotHandler } = await import('@aidir/tasks/jobs/images/captureScreenshot')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)

// Every product's icons are its own (a distinct colour), so every logo is a file of its own.
const iconCache = new Map<string, Buffer>()
const icon = async (i: number, side: number) => {
  const key = `${i}:${side}`
  if (!iconCache.has(key)) iconCache.set(key, await sharp({ create: { width: side, height: side, channels: 4, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256, alpha: 1 } } }).png().toBuffer())
  return iconCache.get(key)!
}
const sites = await startCaptureSites({
  '*': async (req, res, p) => {
    const i = Number(/^p(\d+)\.bench/.exec(req.headers.host ?? '')?.[1] ?? -1)
    if (i < 0) return notFound(res)
    if (p === '/') return html(res, productPage(`Bench product ${i}`).replace('</title>', '</title><link rel="manifest" href="/site.webmanifest"><link rel="icon" href="/favicon-32.png" sizes="32x32">'))
    if (p === '/site.webmanifest') return binary(res, 'application/manifest+json', Buffer.from(JSON.stringify({ icons: [{ src: '/icon-192.png', sizes: '192x192' }, { src: '/icon-512.png', sizes: '512x512' }] })))
    const size = /^\/(?:icon|favicon)-(\d+)\.png$/.exec(p)?.[1]
    if (size) return binary(res, 'image/png', await icon(i, Number(size)))
    notFound(res)
  },
})
const fetch = { allowAddress: (a: string) => a === '127.0.0.1', resolve: async (host: string) => (host.endsWith('.bench.test') ? ['127.0.0.1'] : []) }

const category = await payload.create({ collection: 'categories', data: { key: 'bench', name: 'Bench', kind: 'product' } as never, overrideAccess: true })
const ids: number[] = []
for (let i = 0; i < N; i += 50) {
  const batch = Array.from({ length: Math.min(50, N - i) }, (_, j) =>
    payload.create({
      collection: 'products',
      data: { key: `bench-${i + j}`, name: `Bench product ${i + j}`, url: `http://p${i + j}.bench.test:${sites.port}/`, type: 'paid', category: category.id, contentLanguage: 'en', pricingModel: 'free', tagline: 'A tagline', description: 'A description', status: 'published' } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    }),
  )
  ids.push(...(await Promise.all(batch)).map((p) => p.id as number))
}

const quiet = { info() {}, warn() {}, error: (...a: unknown[]) => console.error(...a), debug() {} }
const worker = await startWorker({
  payload,
  connectionString: db.url,
  log: quiet,
  schedules: false,
  imageCapture: false,
  handlers: { 'images.logo': createLogoHandler({ fetch }), 'images.screenshot': createScreenshotHandler({ fetch }) },
})

/**
 * CPU seconds used by this process and every process under it (Chromium, PostgreSQL), children
 * that already exited included (their time is added to the parent that reaped them). On a machine
 * shared with other work the wall time says little; CPU seconds per product divided by the cores
 * say what an otherwise idle machine would take.
 */
function treeCpuSeconds(root = process.pid): Record<string, number> {
  const tick = 100
  const stats = new Map<number, { ppid: number; cpu: number; name: string }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.replace(/^.*\) /, '').split(' ')
      const command = /\((.*)\)/.exec(stat)?.[1] ?? '?'
      stats.set(Number(name), { ppid: Number(fields[1]), name: /chrom/i.test(command) ? 'chromium' : /postgres/.test(command) ? 'postgresql' : 'node', cpu: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / tick })
    } catch {
      // The process ended meanwhile.
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && stats.has(pid) && inTree(stats.get(pid)!.ppid))
  const byName: Record<string, number> = { node: 0, chromium: 0, postgresql: 0 }
  for (const [pid, s] of stats) if (inTree(pid)) byName[s.name] = (byName[s.name] ?? 0) + s.cpu
  return byName
}
const sum = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0)

const cpuBefore = treeCpuSeconds()
const started = performance.now()
for (const id of ids) {
  await enqueue('images.logo', { collection: 'products', id, trigger: 'bench' }, { singletonKey: imageCaptureKey('products', id) })
  await enqueue('images.screenshot', { id, trigger: 'bench' }, { singletonKey: imageCaptureKey('products', id) })
}
const done = async () => (await payload.count({ collection: 'products', where: { and: [{ id: { in: ids } }, { 'imageSources.logoCheckedAt': { exists: true } }, { 'imageSources.screenshotsCheckedAt': { exists: true } }] }, overrideAccess: true })).totalDocs
let last = -1
for (;;) {
  const n = await done()
  if (n !== last) {
    const s = (performance.now() - started) / 1000
    console.log(`${String(n).padStart(5)} / ${N} products captured after ${s.toFixed(0)} s (${((n / s) * 60).toFixed(1)} per minute)`)
    last = n
  }
  if (n >= N) break
  await new Promise((r) => setTimeout(r, 2000))
}
const seconds = (performance.now() - started) / 1000
const cpuAfter = treeCpuSeconds()
const cpuParts = Object.fromEntries(Object.entries(cpuAfter).map(([k, v]) => [k, v - (cpuBefore[k] ?? 0)]))
const cpu = sum(cpuParts)

const products = (await payload.find({ collection: 'products', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, select: { logo: true, screenshots: true, imageSources: true } as never })).docs as any[]
const complete = products.filter((p) => p.logo && p.screenshots?.length === 2).length
const notes = [...new Set(products.filter((p) => !(p.logo && p.screenshots?.length === 2)).flatMap((p) => [p.imageSources?.logoNote, p.imageSources?.screenshotsNote]).filter(Boolean))].slice(0, 5)
const perProduct = seconds / N
console.log(`\ncapture of ${N} products (logo + desktop and phone screenshots, stored with their sizes): ${seconds.toFixed(1)} s`)
console.log(`  rate ${(N / seconds * 60).toFixed(1)} products per minute, ${(perProduct * 1000).toFixed(0)} ms per product`)
console.log(`  complete: ${complete} of ${N}${notes.length ? `; notes: ${notes.join(' | ')}` : ''}`)
console.log(`  1,000 products at this rate: ${((perProduct * 1000) / 60).toFixed(1)} min (budget 30 min)${N < 1000 ? ' — extrapolated from this smaller run' : ''}`)
console.log(`  CPU used (this process, Chromium, PostgreSQL): ${cpu.toFixed(1)} s, ${(cpu / N).toFixed(2)} s per product; on ${os.cpus().length} otherwise idle cores 1,000 products take about ${((cpu / N) * 1000 / os.cpus().length / 60).toFixed(1)} min`)
console.log(`  CPU per product by process: ${Object.entries(cpuParts).map(([k, v]) => `${k} ${(v / N).toFixed(2)} s`).join(', ')}`)
console.log(`  load average while it ran: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores (other work on the machine makes the wall time longer than the CPU figure says)`)

await worker.stop()
await stopProducer()
await sites.close()
;(payload.db as unknown as { pool: { on(e: string, f: () => void): void } }).pool.on('error', () => {})
await payload.destroy()
await db.stop()
await rm(media, { recursive: true, force: true })
process.exit(complete === N ? 0 : 1)
