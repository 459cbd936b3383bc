import { stopProducer } from '@aidir/cms'
import { LOGO_MAX_BYTES } from '@aidir/cms/uploads'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import * as ordersRoute from '@/app/api/orders/route'
import * as logoRoute from '@/app/api/uploads/logo/route'
import { withPeer } from '../../../cms/src/lib/peerAddress'
import type { Media } from '../../../cms/src/payload-types'
import { call } from '../accountsApi'
import { payload } from '../helpers'
import { customer, form, orderById, submissionPackage } from '../orders/orderFixtures'

/** A multipart upload as a browser sends it: the form's bytes with their length and boundary. */
async function upload(file: { bytes: Uint8Array; type: string; name?: string } | null, options: { token?: string; field?: string; length?: string } = {}) {
  const data = new FormData()
  if (file) data.append(options.field ?? 'file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name ?? 'logo')
  const encoded = new Request('http://127.0.0.1:3000/api/uploads/logo', { method: 'POST', body: data })
  const body = new Uint8Array(await encoded.arrayBuffer())
  const headers = withPeer({ 'content-type': encoded.headers.get('content-type')!, 'content-length': options.length ?? String(body.byteLength), 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1')
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const response = await logoRoute.POST(new Request('http://127.0.0.1:3000/api/uploads/logo', { method: 'POST', headers, body }))
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: any } }
}

const picture = (format: 'png' | 'jpeg' | 'webp', side = 120) => sharp({ create: { width: side, height: side, channels: 3, background: '#0f766e' } })[format]().toBuffer()
const typeMessage = 'Please choose a PNG, JPEG or WebP image'

describe('POST /api/uploads/logo', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('stores a PNG, JPEG or WebP logo in the media library with the customer as uploader', async () => {
    const alice = await customer()
    for (const [format, type] of [['png', 'image/png'], ['jpeg', 'image/jpeg'], ['webp', 'image/webp']] as const) {
      const answer = await upload({ bytes: await picture(format), type, name: `../../etc/${format}.${format}` }, { token: alice.token })
      expect(answer.status, `${format}: ${JSON.stringify(answer.body)}`).toBe(200)
      expect(answer.body.data.id).toBeGreaterThan(0)
      const media = (await payload.findByID({ collection: 'media', id: answer.body.data.id, depth: 0, overrideAccess: true })) as Media
      expect(media.uploadedBy).toBe(alice.id)
      expect(media.mimeType).toBe(type)
      // The name on disk is ours, not the sender's.
      expect(media.filename).toMatch(new RegExp(`^logo-u${alice.id}-[a-z0-9]+\\.(png|jpg|webp)$`))
      expect(media.sizes?.logo128?.filename).toBeTruthy()
      expect(answer.body.data.thumbnailUrl).toBe(media.sizes?.logo128?.url)
      expect(answer.body.data.url).toBe(media.url)
    }
  })

  it('refuses a visitor who is not signed in', async () => {
    const answer = await upload({ bytes: await picture('png'), type: 'image/png' })
    expect(answer).toMatchObject({ status: 401, body: { code: 401, message: 'Please login first' } })
  })

  it('refuses SVG and anything whose bytes are not the raster type it claims, beside the logo field', async () => {
    const alice = await customer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const cases = [
      { bytes: svg, type: 'image/svg+xml' },
      { bytes: svg, type: 'image/png' },
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg' },
      { bytes: await picture('jpeg'), type: 'image/png' },
      { bytes: await picture('png'), type: 'application/octet-stream' },
      // The right signature, then nothing an image decoder can read.
      { bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), type: 'image/png' },
    ]
    for (const file of cases) {
      const answer = await upload(file, { token: alice.token })
      expect(answer, `${file.type}: ${file.bytes.subarray(0, 12).toString('hex')}`).toMatchObject({ status: 400, body: { code: 400, message: typeMessage, data: { field: 'logo' } } })
    }
    expect((await payload.count({ collection: 'media', where: { uploadedBy: { equals: alice.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses an image over 2 MB, by its declared length before reading it and by its size after', async () => {
    const alice = await customer()
    const big = Buffer.concat([await picture('png'), Buffer.alloc(LOGO_MAX_BYTES + 20_000, 1)])
    const answer = await upload({ bytes: big, type: 'image/png' }, { token: alice.token })
    expect(answer).toMatchObject({ status: 413, body: { code: 413, message: 'The image must be 2 MB or smaller', data: { field: 'logo' } } })
    // A form just under the length limit whose file is still over the size limit.
    const justOver = Buffer.concat([await picture('png'), Buffer.alloc(LOGO_MAX_BYTES - 100, 1)])
    const second = await upload({ bytes: justOver, type: 'image/png' }, { token: alice.token })
    expect(second).toMatchObject({ status: 413, body: { message: 'The image must be 2 MB or smaller' } })
  })

  it('asks for a file when the form has none or says nothing of its length', async () => {
    const alice = await customer()
    expect(await upload(null, { token: alice.token })).toMatchObject({ status: 400, body: { message: 'Please choose an image file', data: { field: 'logo' } } })
    expect(await upload({ bytes: await picture('png'), type: 'image/png' }, { token: alice.token, field: 'image' })).toMatchObject({ status: 400, body: { message: 'Please choose an image file' } })
    expect(await upload({ bytes: await picture('png'), type: 'image/png' }, { token: alice.token, length: '' })).toMatchObject({ status: 400, body: { message: 'Please choose an image file' } })
  })

  it("lets an order name the owner's own logo, never another customer's", async () => {
    const [alice, bob] = [await customer(), await customer()]
    const pkg = await submissionPackage()
    const bobsLogo = (await upload({ bytes: await picture('png'), type: 'image/png' }, { token: bob.token })).body.data.id as number
    const refused = await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id, { logo: bobsLogo }) })
    expect(refused).toMatchObject({ status: 400, body: { data: { field: 'logo' } } })
    const own = (await upload({ bytes: await picture('webp'), type: 'image/webp' }, { token: alice.token })).body.data.id as number
    const placed = await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id, { logo: own }) })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const order = await orderById(placed.body.data.id)
    expect(order.submission?.logo).toBe(own)
  })
})
