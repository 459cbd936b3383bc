import { env, poolOf, stopProducer } from '@aidir/cms'
import { applyPaymentEvent, receivePaymentWebhook } from '@aidir/cms/orders'
import { createStartHandler } from '@aidir/tasks/jobs/deployments/startDeployment'
import { signSandboxEvent } from '../../../cms/src/payments/sandbox/sandboxWebhook'
import { orderById, storedEvents } from '../orders/orderFixtures'
import { DeploymentRefused, myDeployment, myDeployments, retryDeployment, runDeployment, startDeployment, submitDeploymentRequest, sweepDeployments } from '@aidir/cms/deployments'
import { notifySupport } from '@aidir/tasks/jobs/support/notifySupport'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload, userWithRole } from '../helpers'
import { deployableProduct, deploymentPackage, recordingSandbox } from './fixtures'

/**
 * One-click deployment on the sandbox runtime through the real database and pg-boss tables: the
 * start (checks, limit, sealed secrets, one job), the job (steps, deployed, exactly once), failure
 * and retry, the sweep (expiry, orphans, stuck, expiry mail) and custom requests for support.
 */
const pool = poolOf(payload)
const jobsOf = async (name: string, id: number) =>
  Number((await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND (data->>'deploymentId')::int = $2`, [name, id])).rows[0].n)
const row = async (id: number) => (await pool.query(`SELECT * FROM deployments WHERE id = $1`, [id])).rows[0]
const quiet = { finalAttempt: false }

describe('one-click deployment', () => {
  let product: { id: number }
  let free: { id: number }
  let paid: { id: number }
  beforeAll(async () => {
    ;[product, free, paid] = await Promise.all([deployableProduct(), deploymentPackage(), deploymentPackage(499)])
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('refuses a recipe with a bad image reference, a missing port or a variable named twice when the editor saves it', async () => {
    await expect(deployableProduct({ image: 'Not An Image!' })).rejects.toThrow(/image/i)
    await expect(deployableProduct({ port: null })).rejects.toThrow(/port/i)
    await expect(deployableProduct({ port: 70000 })).rejects.toThrow(/port/i)
    await expect(deployableProduct({ variables: [{ name: 'A' }, { name: 'A' }] })).rejects.toThrow(/variable|Environment/i)
    await expect(deployableProduct({ variables: [{ name: '1BAD' }] })).rejects.toThrow(/variable|Environment/i)
    expect((await deployableProduct({ image: 'registry.example.com:5000/team/app@sha256:' + 'a'.repeat(64) })).id).toBeGreaterThan(0)
  })

  it('starts a free deployment with its secret sealed, one job, then walks the steps to deployed with a visit address and a 24-hour expiry', async () => {
    const alice = await userWithRole('customer')
    const started = await startDeployment(payload, alice, { product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'sk-very-secret-value' }, locale: 'ja' })
    const stored = await row(started.id)
    expect(stored.state).toBe('in-progress')
    expect(stored.step).toBe('scheduled')
    expect(JSON.stringify(stored)).not.toContain('sk-very-secret-value')
    expect(stored.secret_names).toEqual(['OPENAI_API_KEY'])
    expect(stored.settings).toEqual({ APP_TITLE: 'Chat' })
    expect(await jobsOf('deploy.start', started.id)).toBe(1)

    const { runtime, calls } = recordingSandbox()
    expect(await runDeployment(payload, started.id, runtime, quiet)).toEqual({ state: 'deployed' })
    expect(calls.created).toHaveLength(1)
    expect(calls.created[0]).toMatchObject({ name: stored.instance, image: 'ghcr.io/example/chat-ui:1.4', port: 8080, healthPath: '/healthz', env: { APP_TITLE: 'Chat' }, secrets: { OPENAI_API_KEY: 'sk-very-secret-value' } })
    expect(calls.steps).toEqual(['pulling', 'starting', 'health-check'])

    const view = await myDeployment(payload, alice, started.id, 'en')
    expect(view).toMatchObject({ state: 'deployed', visitUrl: `http://localhost:3000/sandbox-apps/${stored.instance}`, secretNames: ['OPENAI_API_KEY'], runtime: 'sandbox' })
    expect(JSON.stringify(view)).not.toContain('sk-very-secret-value')
    expect(new Date(view!.expiresAt!).getTime() - new Date(view!.deployedAt!).getTime()).toBe(24 * 3600_000)

    // Exactly once: a second run of the same job (a redelivery) creates nothing.
    expect(await runDeployment(payload, started.id, runtime, quiet)).toEqual({ skipped: 'already deployed' })
    expect(calls.created).toHaveLength(1)

    // Nobody else reads it; the secret is not readable even by its owner or support through the APIs.
    const bob = await userWithRole('customer')
    expect(await myDeployment(payload, bob, started.id, 'en')).toBeNull()
    const support = await userWithRole('support')
    const bySupport = await payload.findByID({ collection: 'deployments', id: started.id, user: support, overrideAccess: false, depth: 0 })
    expect(bySupport).not.toHaveProperty('sealedSecrets')
    expect((await myDeployments(payload, alice, 'en')).map((d) => d.id)).toEqual([started.id])
  })

  it('a paid package waits for its order: paying starts it exactly once; a failure before it ran is refunded', async () => {
    const buyer = await userWithRole('customer')
    const started = await startDeployment(payload, buyer, { product: product.id, package: paid.id, settings: { OPENAI_API_KEY: 'paid-key' }, locale: 'en' })
    expect(started.orderId).toBeGreaterThan(0)
    expect(await row(started.id)).toMatchObject({ state: 'awaiting-payment', order_id: started.orderId })
    expect(await jobsOf('deploy.start', started.id)).toBe(0)
    const order = await orderById(started.orderId!)
    expect(order).toMatchObject({ kind: 'deployment', status: 'pending', price: { amount: 499, currency: 'USD' } })

    const attempt = order.attempts!.at(-1)!
    const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: order.orderRef, attemptRef: attempt.attemptRef, amount: order.price.amount, currency: order.price.currency }, Date.now())
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    for (const event of await storedEvents(order.orderRef)) if (!event.applied_at) await applyPaymentEvent(payload, event.id)
    for (const event of await storedEvents(order.orderRef)) await applyPaymentEvent(payload, event.id)
    expect((await row(started.id)).state).toBe('in-progress')
    expect(await jobsOf('deploy.start', started.id)).toBe(1)

    const refusing = recordingSandbox({ refuse: 'exceeded quota: limits.memory' })
    const log = { info() {}, warn() {}, error() {}, debug() {} }
    const handler = createStartHandler(async () => refusing.runtime)
    expect(await handler({ deploymentId: started.id }, { payload, log: log as never, jobId: 'j', attempt: 1 })).toMatchObject({ state: 'failed' })
    expect(await handler({ deploymentId: started.id }, { payload, log: log as never, jobId: 'j', attempt: 2 })).toMatchObject({ skipped: 'already failed' })
    expect(await orderById(order.id)).toMatchObject({ status: 'refunded' })
    await expect(retryDeployment(payload, buyer, started.id)).rejects.toMatchObject({ status: 409 })
  })

  it('refuses a missing required setting, an unknown one, and a product without a recipe', async () => {
    const user = await userWithRole('customer')
    const refused = (input: object) => startDeployment(payload, user, input).then(() => null, (err) => err as DeploymentRefused)
    expect(await refused({ product: product.id, package: free.id, settings: {} })).toMatchObject({ status: 400, message: 'Please fill in OPENAI_API_KEY', field: 'OPENAI_API_KEY' })
    expect(await refused({ product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'x', SHELL: '/bin/sh' } })).toMatchObject({ status: 400, message: 'Unknown setting SHELL' })
    const plain = await deployableProduct({ image: null })
    expect(await refused({ product: plain.id, package: free.id })).toMatchObject({ status: 404 })
    expect(await pool.query(`SELECT 1 FROM deployments WHERE owner_id = $1`, [user.id]).then((r) => r.rowCount)).toBe(0)
  })

  it('admits exactly the per-user limit of running apps when starts arrive at once', async () => {
    const user = await userWithRole('customer')
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => startDeployment(payload, user, { product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'k' } })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 429 })
  })

  it('fails with the runtime’s reason, removes what was created, and retries on the same instance to deployed', async () => {
    const user = await userWithRole('customer')
    const started = await startDeployment(payload, user, { product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'k2' } })
    const refusing = recordingSandbox({ refuse: 'exceeded quota: requests.cpu' })
    expect(await runDeployment(payload, started.id, refusing.runtime, quiet)).toEqual({ state: 'failed', reason: 'exceeded quota: requests.cpu' })
    expect(refusing.calls.removed).toEqual([started.instance])
    expect(await myDeployment(payload, user, started.id, 'en')).toMatchObject({ state: 'failed', failureReason: 'exceeded quota: requests.cpu', visitUrl: null })

    await retryDeployment(payload, user, started.id)
    await expect(retryDeployment(payload, user, started.id)).rejects.toMatchObject({ status: 409 })
    const { runtime, calls } = recordingSandbox()
    expect(await runDeployment(payload, started.id, runtime, quiet)).toEqual({ state: 'deployed' })
    expect(calls.created[0]).toMatchObject({ name: started.instance, secrets: { OPENAI_API_KEY: 'k2' } })
    const other = await userWithRole('customer')
    await expect(retryDeployment(payload, other, started.id)).rejects.toMatchObject({ status: 404 })
  })

  it('a transient cluster error is retried by the job, and on its last attempt fails the deployment instead of leaving it in progress', async () => {
    const user = await userWithRole('customer')
    const started = await startDeployment(payload, user, { product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'k3' } })
    const { runtime } = recordingSandbox()
    const down = { ...runtime, create: async () => { throw new Error('connect ECONNREFUSED 10.0.0.1:6443') } }
    await expect(runDeployment(payload, started.id, down, quiet)).rejects.toThrow(/ECONNREFUSED/)
    expect((await row(started.id)).state).toBe('in-progress')
    expect(await runDeployment(payload, started.id, down, { finalAttempt: true })).toMatchObject({ state: 'failed', reason: expect.stringContaining('did not answer') })
  })

  it('sweeps expired instances (even long after they were due), orphans and stuck starts, and queues each expiry mail once', async () => {
    const user = await userWithRole('customer')
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const started = await startDeployment(payload, user, { product: product.id, package: free.id, settings: { OPENAI_API_KEY: 'k' } })
      await runDeployment(payload, started.id, recordingSandbox().runtime, quiet)
      ids.push(started.id)
    }
    const [due, soon] = ids as [number, number]
    await pool.query(`UPDATE deployments SET expires_at = now() - interval '3 days' WHERE id = $1`, [due])
    await pool.query(`UPDATE deployments SET expires_at = now() + interval '20 minutes' WHERE id = $1`, [soon])
    const { runtime, calls } = recordingSandbox({ held: ['aidir-app-orphan0001', (await row(soon)).instance] })
    const swept = await sweepDeployments(payload, runtime)
    expect(swept.expired).toBeGreaterThanOrEqual(1)
    expect(calls.removed).toContain((await row(due)).instance)
    expect(calls.removed).toContain('aidir-app-orphan0001')
    expect(calls.removed).not.toContain((await row(soon)).instance)
    expect((await row(due)).state).toBe('expired')
    expect((await row(due)).sealed_secrets).toBeNull()
    expect(swept.expiringSoon).toContain(soon)
    expect(await jobsOf('deploy.mail', soon)).toBe(1)
    const again = await sweepDeployments(payload, runtime)
    expect(again.expiringSoon).not.toContain(soon)
    expect(await jobsOf('deploy.mail', soon)).toBe(1)
  })
})

describe('custom deployment requests', () => {
  const request = { company: 'Acme Robotics', name: 'Jean-Luc Picard', contact: '+86 138 0013 8000', requirements: 'Run Open WebUI with our own models on two GPU servers.' }

  it('validates every field with the spec’s messages', async () => {
    const problems = async (input: object) => submitDeploymentRequest(payload, null, input).then(() => [], (err) => (err.issues ?? []).map((i: { message: string }) => i.message))
    expect(await problems({ ...request, company: ' ' })).toEqual(['Please enter your company name'])
    expect(await problems({ ...request, name: 'R2-D2' })).toEqual(['Name may contain only letters, spaces and hyphens'])
    expect(await problems({ ...request, contact: 'not a contact' })).toEqual(['Please enter a valid phone number or email address'])
    expect(await problems({ ...request, contact: 'ops@@example' })).toEqual(['Please enter a valid phone number or email address'])
    expect(await problems({ ...request, requirements: '' })).toEqual(['Please describe your requirements'])
    expect(await problems({ ...request, name: '张 伟' })).toEqual([])
    expect(await problems({ ...request, contact: 'ops@example.com' })).toEqual([])
  })

  it('stores a request as a new lead and notifies support once', async () => {
    const alice = await userWithRole('customer')
    const stored = await submitDeploymentRequest(payload, alice, { ...request, locale: 'zh' })
    expect(stored).toMatchObject({ status: 'new', company: 'Acme Robotics', owner: alice.id })
    const log = { info() {}, warn() {}, error() {}, debug() {} }
    const first = await notifySupport({ kind: 'deployment-request', id: stored.id }, { payload, log: log as never, jobId: 'j', attempt: 1 })
    const second = await notifySupport({ kind: 'deployment-request', id: stored.id }, { payload, log: log as never, jobId: 'j', attempt: 2 })
    expect(first).toMatchObject({ created: true })
    expect(second).toMatchObject({ created: false })
    const inbox = await payload.find({ collection: 'support-notifications', where: { source: { equals: `deployment-request:${stored.id}` } }, overrideAccess: true })
    expect(inbox.docs[0]).toMatchObject({ kind: 'deployment-request', link: `/admin/collections/deployment-requests/${stored.id}` })
    const bob = await userWithRole('customer')
    expect((await payload.find({ collection: 'deployment-requests', where: { id: { equals: stored.id } }, user: bob, overrideAccess: false })).totalDocs).toBe(0)
  })
})
