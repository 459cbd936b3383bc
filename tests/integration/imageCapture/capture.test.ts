import { existsSync } from 'node:fs'
import path from 'node:path'
import { enqueue, imageCaptureKey, stopProducer, type JobName } from '@aidir/cms'
import { createLogoHandler } from '@aidir/tasks/jobs/images/captureLogo'
import { createScreenshotHandler } from '@aidir/tasks/jobs/images/captureScreenshot'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaDir } from '../../../cms/src/collections/mediaDir'
import { binary, type CaptureSites, hugePage, html, icoFile, notFound, pngIcon, productPage, startCaptureSites } from '../../fakes/captureSites'
import { until } from '../../support/until'
import { createProduct, payload, unique, userWithRole } from '../helpers'

/**
 * The capture jobs against local test sites, with real PostgreSQL and pg-boss. The sites live on
 * 127.0.0.1, which the tests allow (`allowAddress`, as the net module's own tests do; production
 * allows nothing private); any other private address stays refused: a redirect to the cloud
 * metadata address, and a second server on 127.0.0.2 that pages try to reach from the browser.
 */
const quiet = { info() {}, warn() {}, error() {}, debug() {} }
let sites: CaptureSites
let internal: CaptureSites
const fetchOptions = {
  allowAddress: (a: string) => a === '127.0.0.1',
  resolve: async (host: string) => (host === 'internal.test' ? ['127.0.0.2'] : host.endsWith('.test') ? ['127.0.0.1'] : []),
}
let worker: Worker
let shotHtml = ''

beforeAll(async () => {
  const [icon192, icon512, icon16, favicon] = await Promise.all([pngIcon(192, '#22aa55'), pngIcon(512, '#2255aa'), pngIcon(16, '#aa2255'), icoFile(32)])
  internal = await startCaptureSites({ '*': (_req, res) => html(res, 'internal secret') }, '127.0.0.2')
  sites = await startCaptureSites({
    manifest: (_req, res, p) => {
      if (p === '/') return html(res, '<html><head><link rel="icon" sizes="16x16" href="/f16.png"><link rel="manifest" href="/app.webmanifest"></head><body>Manifest Co</body></html>')
      if (p === '/app.webmanifest') return binary(res, 'application/manifest+json', Buffer.from(JSON.stringify({ name: 'M', icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }, { src: '/icon-512.png', sizes: '512x512', type: 'image/png' }] })))
      if (p === '/icon-192.png') return binary(res, 'image/png', icon192)
      if (p === '/icon-512.png') return binary(res, 'image/png', icon512)
      if (p === '/f16.png') return binary(res, 'image/png', icon16)
      notFound(res)
    },
    favicon: (_req, res, p) => (p === '/' ? html(res, '<html><head><title>Favicon only</title></head><body>Hi</body></html>') : p === '/favicon.ico' ? binary(res, 'image/x-icon', favicon) : notFound(res)),
    none: (_req, res, p) => (p === '/' ? html(res, '<html><head><title>No icons</title></head><body>Plain</body></html>') : notFound(res)),
    redirect: (_req, res) => void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    huge: (_req, res) => hugePage(res, 50),
    shot: (_req, res, p) => (p === '/' ? html(res, shotHtml) : p === '/favicon.ico' ? binary(res, 'image/x-icon', favicon) : notFound(res)),
  })
  // The browser is asked for the second server by name and by address; both must be refused.
  shotHtml = productPage('Shot Site', `<img src="http://internal.test:${internal.port}/by-name.png"><img src="http://127.0.0.2:${internal.port}/by-address.png"><iframe src="http://redirect.test:${sites.port}/"></iframe>`)
  worker = await startWorker({
    payload,
    connectionString: process.env.DATABASE_URL!,
    log: quiet,
    schedules: false,
    imageCapture: false,
    handlers: { 'images.logo': createLogoHandler({ fetch: fetchOptions }), 'images.screenshot': createScreenshotHandler({ fetch: fetchOptions, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) },
  })
})

afterAll(async () => {
  await worker?.stop()
  await stopProducer()
  await sites?.close()
  await internal?.close()
})

const read = async (collection: 'products' | 'ai-models' | 'mcp-servers', id: number) => (await payload.findByID({ collection, id, depth: 1, overrideAccess: true, draft: true })) as any

async function capture(queue: Extract<JobName, 'images.logo' | 'images.screenshot'>, collection: 'products' | 'ai-models' | 'mcp-servers', id: number) {
  const data = queue === 'images.logo' ? { collection, id, trigger: 'manual' as const } : { id, trigger: 'manual' as const }
  const jobId = (await enqueue(queue, data as never, { singletonKey: imageCaptureKey(collection, id) }))!
  expect(jobId).toBeTruthy()
  return until(`${queue} of ${collection} #${id} to finish`, async () => {
    const job = await worker.boss.getJobById(queue, jobId)
    return job && (job.state === 'completed' || job.state === 'failed') ? job : undefined
  }, { timeoutMs: 90_000 })
}

const fileOf = (filename: string) => path.join(mediaDir(), filename)

describe('logo capture', () => {
  it('takes the largest icon of the web app manifest and stores it with its sizes in WebP', async () => {
    const product = await createProduct({ url: sites.url('manifest') })
    const job = await capture('images.logo', 'products', product.id)
    expect(job.state).toBe('completed')
    const doc = await read('products', product.id)
    expect(doc.logo).toMatchObject({ width: 512, height: 512, mimeType: 'image/png' })
    expect(doc.logo.capture.sourceUrl).toBe(sites.url('manifest', '/icon-512.png'))
    expect(doc.imageSources).toMatchObject({ logoSource: 'captured', logoFrom: sites.url('manifest', '/icon-512.png') })
    expect(Date.parse(doc.imageSources.logoCapturedAt)).toBeGreaterThan(Date.now() - 120_000)
    for (const side of [64, 128, 256]) {
      expect(doc.logo.sizes[`logo${side}`]).toMatchObject({ width: side, height: side, mimeType: 'image/webp' })
      expect(existsSync(fileOf(doc.logo.sizes[`logo${side}`].filename))).toBe(true)
    }
    expect(existsSync(fileOf(doc.logo.filename))).toBe(true)

    // Again: the same icon is the same file, not a second copy.
    await capture('images.logo', 'products', product.id)
    const again = await read('products', product.id)
    expect(again.logo.id).toBe(doc.logo.id)
    expect((await payload.count({ collection: 'media', where: { 'capture.key': { equals: doc.logo.capture.key } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('falls back to /favicon.ico when the page declares nothing', async () => {
    const product = await createProduct({ url: sites.url('favicon') })
    await capture('images.logo', 'products', product.id)
    const doc = await read('products', product.id)
    expect(doc.logo).toMatchObject({ width: 32, height: 32 })
    expect(doc.imageSources.logoFrom).toBe(sites.url('favicon', '/favicon.ico'))
  })

  it('records a site without any icon and completes, without retrying', async () => {
    const product = await createProduct({ url: sites.url('none') })
    const job = await capture('images.logo', 'products', product.id)
    expect(job).toMatchObject({ state: 'completed', retryCount: 0 })
    const doc = await read('products', product.id)
    expect(doc.logo ?? null).toBeNull()
    expect(doc.imageSources.logoNote).toMatch(/^no icon declared/)
    expect(doc.imageSources.logoCheckedAt).toBeTruthy()
    expect(doc.imageSources.logoSource ?? null).toBeNull()
  })

  it('refuses a redirect to a private address, cleanly and once', async () => {
    const product = await createProduct({ url: sites.url('redirect') })
    const job = await capture('images.logo', 'products', product.id)
    expect(job).toMatchObject({ state: 'completed', retryCount: 0 })
    const doc = await read('products', product.id)
    expect(doc.logo ?? null).toBeNull()
    expect(doc.imageSources.logoNote).toMatch(/blocked_address/)
  })

  it('refuses a 50 MB page at the size cap', async () => {
    const product = await createProduct({ url: sites.url('huge') })
    const started = Date.now()
    const job = await capture('images.logo', 'products', product.id)
    expect(job).toMatchObject({ state: 'completed', retryCount: 0 })
    expect((await read('products', product.id)).imageSources.logoNote).toMatch(/too_large/)
    expect(Date.now() - started).toBeLessThan(30_000)
  })

  it('never replaces a logo an editor set; handing it back lets the next capture replace it', async () => {
    const editor = await userWithRole('editor')
    const png = await pngIcon(100, '#777777')
    const upload = await payload.create({ collection: 'media', data: { alt: 'Editor logo' }, file: { data: png, mimetype: 'image/png', name: `${unique('editor-logo')}.png`, size: png.length }, user: editor, overrideAccess: false })
    const product = await createProduct({ url: sites.url('manifest') })
    await payload.update({ collection: 'products', id: product.id, data: { logo: upload.id } as never, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect((await read('products', product.id)).imageSources.logoSource).toBe('editor')

    const job = await capture('images.logo', 'products', product.id)
    expect(job.output).toMatchObject({ skipped: 'editor' })
    expect((await read('products', product.id)).logo.id).toBe(upload.id)

    await payload.update({ collection: 'products', id: product.id, data: { imageSources: { logoSource: 'captured' } } as never, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    await capture('images.logo', 'products', product.id)
    const after = await read('products', product.id)
    expect(after.logo.width).toBe(512)
    // The editor's upload is theirs: a capture that replaced it does not delete it.
    expect(await payload.findByID({ collection: 'media', id: upload.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })

  it('gives AI models their provider’s logo (one file for the provider’s models) and MCP servers theirs', async () => {
    const model = (n: string) =>
      payload.create({ collection: 'ai-models', data: { key: unique('model'), name: `Model ${n}`, provider: 'Manifest Co', url: sites.url('manifest', `/models/${n}`), description: 'A model', status: 'published' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    const [a, b] = await Promise.all([model('a'), model('b')])
    await capture('images.logo', 'ai-models', a.id)
    await capture('images.logo', 'ai-models', b.id)
    const [da, db] = [await read('ai-models', a.id), await read('ai-models', b.id)]
    expect(da.logo.width).toBe(512)
    expect(db.logo.id).toBe(da.logo.id)

    const server = await payload.create({ collection: 'mcp-servers', data: { key: unique('mcp'), name: 'io.test/favicon', title: 'Favicon MCP', websiteUrl: sites.url('favicon'), description: 'A server', status: 'published' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    await capture('images.logo', 'mcp-servers', server.id)
    expect((await read('mcp-servers', server.id)).logo).toMatchObject({ width: 32 })
  })
})

describe('screenshot capture', () => {
  it('stores a desktop and a phone screenshot with their sizes; the browser reaches no private address', async () => {
    const product = await createProduct({ url: sites.url('shot') })
    const job = await capture('images.screenshot', 'products', product.id)
    expect(job.state).toBe('completed')
    const doc = await read('products', product.id)
    expect(doc.screenshots.map((s: any) => s.kind)).toEqual(['desktop', 'phone'])
    const [desktop, phone] = doc.screenshots.map((s: any) => s.image)
    expect(desktop).toMatchObject({ width: 1440, height: 900, mimeType: 'image/webp' })
    expect(phone).toMatchObject({ width: 750, height: 1624, mimeType: 'image/webp' })
    expect(desktop.sizes.card).toMatchObject({ width: 640, mimeType: 'image/webp' })
    expect(desktop.sizes.hero).toMatchObject({ width: 1280, mimeType: 'image/webp' })
    expect(phone.sizes.card).toMatchObject({ width: 640 })
    for (const image of [desktop, phone]) expect(existsSync(fileOf(image.filename))).toBe(true)
    expect(doc.imageSources).toMatchObject({ screenshotsSource: 'captured', screenshotsFrom: sites.url('shot') })
    expect(internal.requests).toEqual([])
    // The iframe's page redirected to the metadata address: refused, never fetched from here.
    expect(sites.requests.filter((r) => r.site === 'redirect').length).toBeGreaterThan(0)

    // A re-capture replaces both pictures and removes the old files.
    await capture('images.screenshot', 'products', product.id)
    const again = await read('products', product.id)
    expect(again.screenshots.map((s: any) => s.image.id)).not.toContain(desktop.id)
    expect(await payload.findByID({ collection: 'media', id: desktop.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(existsSync(fileOf(desktop.filename))).toBe(false)
  })

  it('refuses a 50 MB page and a redirect to a private address, recorded without a retry', async () => {
    for (const [site, reason] of [['huge', /too_large/], ['redirect', /blocked|ERR_BLOCKED_BY_CLIENT/]] as const) {
      const product = await createProduct({ url: sites.url(site) })
      const job = await capture('images.screenshot', 'products', product.id)
      expect(job).toMatchObject({ state: 'completed', retryCount: 0 })
      const doc = await read('products', product.id)
      expect(doc.screenshots ?? []).toEqual([])
      expect(doc.imageSources.screenshotsNote).toMatch(reason)
    }
  })
})
