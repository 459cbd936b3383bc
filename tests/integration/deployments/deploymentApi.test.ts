import { stopProducer } from '@aidir/cms'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as requests from '@/app/api/deployment-requests/route'
import * as deployments from '@/app/api/deployments/route'
import * as oneDeployment from '@/app/api/deployments/[id]/route'
import * as retry from '@/app/api/deployments/[id]/retry/route'
import { call, newAddress } from '../accountsApi'
import { payload, signedInWithRole } from '../helpers'
import { deployableProduct, deploymentPackage } from './fixtures'

/**
 * The deployment API through the route kit: sign-in required to deploy, the SPEC §7 envelope with
 * the field and message of a refusal, own deployments only, and the custom request form's SPEC §5
 * messages in every language's request (the API speaks English; the pages translate).
 */
type Signed = { id: number; token: string }
const signedIn = (): Promise<Signed> => signedInWithRole('customer')
const withId = (handler: (req: Request, ctx: never) => Promise<Response>, id: string, token: string, method = 'GET') =>
  handler(new Request(`http://127.0.0.1:3000/api/deployments/${id}`, { method, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newAddress() } }), { params: Promise.resolve({ id }) } as never).then(async (r) => ({ status: r.status, body: await r.json() }))

describe('deployment API', () => {
  let alice: Signed
  let bob: Signed
  let product: { id: number }
  let free: { id: number }
  beforeAll(async () => {
    ;[alice, bob, product, free] = await Promise.all([signedIn(), signedIn(), deployableProduct(), deploymentPackage()])
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('deploys for a signed-in user, shows it to them only, and refuses visitors and bad settings with a field', async () => {
    expect((await call(deployments.POST, { path: '/api/deployments', body: { product: product.id, package: free.id } })).status).toBe(401)
    const missing = await call(deployments.POST, { path: '/api/deployments', token: alice.token, body: { product: product.id, package: free.id, settings: {} } })
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please fill in OPENAI_API_KEY', data: { field: 'OPENAI_API_KEY' } } })
    const unknown = await call(deployments.POST, { path: '/api/deployments', token: alice.token, body: { product: 999_999, package: free.id } })
    expect(unknown).toMatchObject({ status: 404, body: { message: 'This app cannot be deployed in one click' } })
    expect((await call(deployments.POST, { path: '/api/deployments', token: alice.token, raw: '{oops' })).status).toBe(400)

    const started = await call(deployments.POST, { path: '/api/deployments?langType=jp', token: alice.token, body: { product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'sk-api' } } })
    expect(started).toMatchObject({ status: 200, body: { code: 0, data: { state: 'in-progress', orderId: null } } })
    const id = String(started.body.data.id)
    const mine = await withId(oneDeployment.GET as never, id, alice.token)
    expect(mine).toMatchObject({ status: 200, body: { data: { state: 'in-progress', step: 'scheduled', secretNames: ['OPENAI_API_KEY'], runtime: 'sandbox' } } })
    expect(JSON.stringify(mine.body)).not.toContain('sk-api')
    expect((await withId(oneDeployment.GET as never, id, bob.token)).status).toBe(404)
    expect((await withId(oneDeployment.GET as never, 'abc', alice.token)).status).toBe(404)
    expect((await withId(retry.POST as never, id, alice.token, 'POST')).body).toMatchObject({ message: 'Only a failed deployment can be retried' })
    const list = await call(deployments.GET, { path: '/api/deployments', token: alice.token })
    expect(list.body.data.items.map((d: { id: number }) => d.id)).toEqual([Number(id)])
  })

  it('takes a custom request from anyone with the spec’s messages for each bad field', async () => {
    const good = { company: 'Northwind', name: 'Ana María', contact: 'ana@northwind.example', requirements: 'Dify on our Kubernetes cluster.' }
    const bad = await call(requests.POST, { path: '/api/deployment-requests', body: { ...good, name: 'Ana 2' }, ip: newAddress() })
    expect(bad).toMatchObject({ status: 400, body: { message: 'Name may contain only letters, spaces and hyphens', data: { field: 'name' } } })
    const contact = await call(requests.POST, { path: '/api/deployment-requests', body: { ...good, contact: '12' }, ip: newAddress() })
    expect(contact.body).toMatchObject({ message: 'Please enter a valid phone number or email address', data: { field: 'contact' } })
    const sent = await call(requests.POST, { path: '/api/deployment-requests?langType=zh_cn', body: good, ip: newAddress() })
    expect(sent).toMatchObject({ status: 200, body: { code: 0, message: 'Submitted successfully' } })
    const stored = await payload.findByID({ collection: 'deployment-requests', id: sent.body.data.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ status: 'new', locale: 'zh', owner: null })
  })
})
