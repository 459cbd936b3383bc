import { getProducer, stopProducer } from '@aidir/cms'
import { handleEndpoints } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { createProduct, payload, userWithRole } from '../helpers'

/**
 * An editor's "capture now" through Payload's REST routing with a real JWT; no worker runs here,
 * so the queued jobs stay visible (and are cancelled at the end, for the files that run one).
 */
async function tokenOf(role: 'editor' | 'support' | 'customer') {
  const user = await userWithRole(role)
  return (await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })).token!
}

async function press(token: string | null, body: unknown) {
  const request = new Request('http://cms.test/api/image-capture', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) }, body: JSON.stringify(body) })
  const res = await handleEndpoints({ config: payload.config, request })
  return { status: res.status, body: (await res.json()) as { queued?: boolean; logo?: string | null; screenshots?: string | null; message?: string } }
}

describe('capture now', () => {
  afterAll(async () => {
    const boss = await getProducer()
    for (const queue of ['images.logo', 'images.screenshot']) for (const job of await boss.findJobs(queue)) if (['created', 'retry'].includes(job.state)) await boss.cancel(queue, job.id)
    await stopProducer()
  })

  it('queues a product’s logo and screenshots once; a second press while pending queues nothing', async () => {
    const token = await tokenOf('editor')
    const product = await createProduct()
    const first = await press(token, { collection: 'products', id: product.id })
    expect(first.status).toBe(202)
    expect(first.body.logo).toBeTruthy()
    expect(first.body.screenshots).toBeTruthy()
    const boss = await getProducer()
    expect((await boss.getJobById('images.logo', first.body.logo!))?.data).toMatchObject({ collection: 'products', id: product.id, trigger: 'manual' })
    const second = await press(token, { collection: 'products', id: product.id })
    expect(second).toMatchObject({ status: 200, body: { queued: false, logo: null, screenshots: null } })
  })

  it('is for editors only, and answers 400 and 404 for bad input and missing records', async () => {
    expect((await press(null, { collection: 'products', id: 1 })).status).toBe(401)
    for (const role of ['customer', 'support'] as const) expect((await press(await tokenOf(role), { collection: 'products', id: 1 })).status).toBe(403)
    const token = await tokenOf('editor')
    expect((await press(token, { collection: 'users', id: 1 })).status).toBe(400)
    expect((await press(token, { collection: 'products', id: -4 })).status).toBe(400)
    expect((await press(token, 'nonsense')).status).toBe(400)
    expect((await press(token, { collection: 'ai-models', id: 2_000_000_000 })).body).toMatchObject({ message: 'Not found' })
  })
})
