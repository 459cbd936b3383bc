import { poolOf, stopProducer } from '@aidir/cms'
import { RuntimeRefused, runDeployment, startDeployment, sweepDeployments } from '@aidir/cms/deployments'
import { kubernetesRuntime } from '../../../cms/src/deployments/kubernetes/kubernetesRuntime'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FakeCluster, startFakeKubernetes } from '../../support/fakeKubernetes'
import { payload, userWithRole } from '../helpers'
import { deployableProduct, deploymentPackage } from './fixtures'

/**
 * The Kubernetes runtime through the official client against a local fake of the API server: the
 * manifests sent, readiness followed by watch, refusals (403, 422, a failed pull, never ready) as
 * failed deployments with the cluster's reason and nothing left behind, transient answers (429,
 * 500) retried, a worker killed half-way, and the sweep deleting expired and orphaned namespaces.
 */
const pool = poolOf(payload)
const row = async (id: number) => (await pool.query(`SELECT * FROM deployments WHERE id = $1`, [id])).rows[0]
const options = { finalAttempt: false }

describe('Kubernetes runtime', () => {
  let cluster: FakeCluster
  let product: { id: number }
  let free: { id: number }
  const runtime = (readyTimeoutMs = 5000) =>
    kubernetesRuntime({ kubeconfig: cluster.kubeconfig, domain: 'apps.example.test', ingressClass: 'nginx', denyCidrs: ['10.0.0.0/8', '169.254.0.0/16'], readyTimeoutMs, callTimeoutMs: 2000 })
  const start = async (productId = product.id) => {
    const user = await userWithRole('customer')
    return startDeployment(payload, user, { product: productId, package: free.id, settings: { OPENAI_API_KEY: 'sk-cluster-secret' } })
  }
  beforeAll(async () => {
    cluster = await startFakeKubernetes({ stepMs: 20 })
    ;[product, free] = await Promise.all([deployableProduct(), deploymentPackage()])
  })
  afterEach(() => {
    cluster.forbid.clear()
    cluster.failNext.clear()
    cluster.neverReady = false
  })
  afterAll(async () => {
    await cluster.close()
    await stopProducer()
  })

  it('creates the namespace with its quota, network policy, secret, deployment, service and ingress, follows the pod by watch to deployed', async () => {
    const started = await start()
    const steps: string[] = []
    const k8s = runtime()
    const watched = { ...k8s, awaitReady: (spec: never, onStep: (s: never) => Promise<void>) => k8s.awaitReady(spec, async (s) => { steps.push(s); await onStep(s as never) }) }
    expect(await runDeployment(payload, started.id, watched as never, options)).toEqual({ state: 'deployed' })
    expect(steps).toEqual(['pulling', 'starting', 'health-check'])
    const ns = started.instance
    expect(cluster.objects.get(`/namespaces/${ns}`)?.metadata.labels).toMatchObject({ 'app.kubernetes.io/managed-by': 'aidir' })
    expect(cluster.objects.get(`${ns}/resourcequotas/instance-quota`)?.spec.hard).toMatchObject({ 'limits.cpu': '500m', 'limits.memory': '1Gi', 'services.loadbalancers': '0' })
    const egress = cluster.objects.get(`${ns}/networkpolicies/internet-only`)?.spec.egress
    expect(egress).toContainEqual({ to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '169.254.0.0/16'] } }] })
    expect(cluster.objects.get(`${ns}/secrets/app-secrets`)?.stringData).toEqual({ OPENAI_API_KEY: 'sk-cluster-secret' })
    const container = cluster.objects.get(`${ns}/deployments/app`)?.spec.template.spec.containers[0]
    expect(container).toMatchObject({ image: 'ghcr.io/example/chat-ui:1.4', ports: [{ containerPort: 8080 }], readinessProbe: { httpGet: { path: '/healthz', port: 8080 } }, envFrom: [{ secretRef: { name: 'app-secrets' } }] })
    expect(JSON.stringify(container.env)).not.toContain('sk-cluster-secret')
    expect(cluster.objects.get(`${ns}/ingresses/app`)?.spec.rules[0].host).toBe(`${ns}.apps.example.test`)
    expect(cluster.objects.get(`${ns}/services/app`)?.spec.ports[0]).toMatchObject({ port: 80, targetPort: 8080 })
    expect((await row(started.id)).visit_url).toBe(`https://${ns}.apps.example.test`)
  })

  it('a worker killed after creating everything: the retry finds it all (409), creates no second instance, and deploys', async () => {
    const started = await start()
    const k8s = runtime()
    const spec = { name: started.instance, image: 'ghcr.io/example/chat-ui:1.4', port: 8080, healthPath: '/healthz', cpu: '500m', memory: '1Gi', env: {}, secrets: { OPENAI_API_KEY: 'x' } }
    await k8s.create(spec)
    const before = cluster.requests.length
    expect(await runDeployment(payload, started.id, k8s, options)).toEqual({ state: 'deployed' })
    expect(cluster.namespaces().filter((n) => n === started.instance)).toHaveLength(1)
    expect(cluster.requests.slice(before).filter((r) => r === `POST /apis/apps/v1/namespaces/${started.instance}/deployments`)).toHaveLength(1)
  })

  it('a 403 fails the deployment with the cluster’s reason and leaves no namespace behind', async () => {
    const started = await start()
    cluster.forbid.add('deployments')
    const outcome = await runDeployment(payload, started.id, runtime(), options)
    expect(outcome).toMatchObject({ state: 'failed', reason: expect.stringContaining('refused to create the deployment') })
    expect((await row(started.id)).failure_reason).toContain('cannot create resource "deployments"')
    expect(cluster.objects.get(`/namespaces/${started.instance}`)?.status.phase ?? 'gone').not.toBe('Active')
  })

  it('422 on an invalid manifest is a refusal with the cluster’s message', async () => {
    const k8s = runtime()
    await expect(k8s.create({ name: 'aidir-app-invalid0001', image: 'nginx', port: 0, healthPath: '/', cpu: '100m', memory: '64Mi', env: {}, secrets: {} })).rejects.toSatisfy(
      (err: unknown) => err instanceof RuntimeRefused && /rejected the deployment: .*containerPort/.test(err.reason),
    )
  })

  it('an image that cannot be pulled fails with Kubernetes’s reason; one that never answers its health check times out', async () => {
    const missing = await deployableProduct({ image: 'ghcr.io/example/does-not-exist:1' })
    const pulled = await start(missing.id)
    expect(await runDeployment(payload, pulled.id, runtime(), options)).toMatchObject({ state: 'failed', reason: expect.stringMatching(/^ErrImagePull: .*does-not-exist/) })
    cluster.neverReady = true
    const slow = await start()
    expect(await runDeployment(payload, slow.id, runtime(400), options)).toMatchObject({ state: 'failed', reason: expect.stringContaining('did not answer its health check (/healthz)') })
  })

  it('429 and 500 answers are retried and the deployment goes through', async () => {
    const started = await start()
    cluster.failNext.set('namespaces', [429])
    cluster.failNext.set('services', [500])
    expect(await runDeployment(payload, started.id, runtime(), options)).toEqual({ state: 'deployed' })
    expect(cluster.requests.filter((r) => r === 'POST /api/v1/namespaces').length).toBeGreaterThanOrEqual(2)
  })

  it('the sweep deletes the namespaces of expired deployments and orphans, and keeps live ones', async () => {
    const [expired, live] = [await start(), await start()]
    const k8s = runtime()
    await runDeployment(payload, expired.id, k8s, options)
    await runDeployment(payload, live.id, k8s, options)
    await pool.query(`UPDATE deployments SET expires_at = now() - interval '1 hour' WHERE id = $1`, [expired.id])
    await k8s.create({ name: 'aidir-app-orphan0002', image: 'nginx', port: 80, healthPath: '/', cpu: '100m', memory: '64Mi', env: {}, secrets: {} })
    await sweepDeployments(payload, k8s)
    expect((await row(expired.id)).state).toBe('expired')
    expect(cluster.objects.get(`/namespaces/${expired.instance}`)?.status.phase ?? 'gone').not.toBe('Active')
    expect(cluster.objects.get('/namespaces/aidir-app-orphan0002')?.status.phase ?? 'gone').not.toBe('Active')
    expect(cluster.objects.get(`/namespaces/${live.instance}`)?.status.phase).toBe('Active')
    expect(await k8s.instances()).toContain(live.instance)
    expect(await k8s.instances()).not.toContain(expired.instance)
  })

  it('API calls share kept-alive connections instead of opening one each (the sweep deletes thousands)', async () => {
    const k8s = runtime()
    await k8s.instances()
    const before = cluster.connections
    for (let i = 0; i < 40; i++) await k8s.remove(`aidir-app-absent${i}`)
    // Calls one after another reuse the connection(s) already open (before: one new connection each).
    expect(cluster.connections - before).toBeLessThanOrEqual(2)
    await Promise.all(Array.from({ length: 40 }, (_, i) => k8s.remove(`aidir-app-absent-b${i}`)))
    expect(cluster.requests.filter((r) => r.startsWith('DELETE /api/v1/namespaces/aidir-app-absent')).length).toBe(80)
    expect(cluster.connections - before).toBeLessThanOrEqual(41)
  })
})
