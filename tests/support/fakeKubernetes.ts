import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the Kubernetes API server, written from its REST protocol: create answers
 * 201 with the object or a Status (409 AlreadyExists, 403 Forbidden, 422 Invalid, 404 NotFound,
 * 429 with Retry-After, 401 without the bearer token), list with a label selector, delete (a
 * namespace goes Terminating, then away, taking its objects), and watch as newline-delimited JSON
 * events. A created Deployment gets a pod that walks Pending (pulling) → running → ready on
 * `stepMs`, or fails to pull an image named `…does-not-exist…`.
 */
export type FakeCluster = {
  url: string
  kubeconfig: string
  /** Objects by `<namespace>/<resource>/<name>` (namespaces as `/namespaces/<name>`). */
  objects: Map<string, Record<string, any>>
  /** Every request, as `METHOD path`. */
  requests: string[]
  /** TCP connections accepted so far (a client that pools connections opens few). */
  connections: number
  /** Resources (e.g. 'deployments') answered 403 on create. */
  forbid: Set<string>
  /** Answers for the next requests of a resource on create: statuses to return first (e.g. 429, 500). */
  failNext: Map<string, number[]>
  /** Pods that never become ready (the health check never answers). */
  neverReady: boolean
  namespaces(): string[]
  close(): Promise<void>
}

const TOKEN = 'fake-cluster-token'
const status = (code: number, reason: string, message: string) => ({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code })
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/

export async function startFakeKubernetes(options: { stepMs?: number } = {}): Promise<FakeCluster> {
  const stepMs = options.stepMs ?? 20
  const objects = new Map<string, Record<string, any>>()
  const requests: string[] = []
  const watchers = new Map<string, Set<ServerResponse>>()
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timers.add(timer)
  }
  let resourceVersion = 1
  const cluster: FakeCluster = {
    url: '',
    kubeconfig: '',
    objects,
    requests,
    connections: 0,
    forbid: new Set(),
    failNext: new Map(),
    neverReady: false,
    namespaces: () => [...objects.keys()].filter((k) => k.startsWith('/namespaces/')).map((k) => k.slice('/namespaces/'.length)),
    close: async () => {
      for (const t of timers) clearTimeout(t)
      for (const set of watchers.values()) for (const res of set) res.end()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }

  const send = (res: ServerResponse, code: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(code, { 'Content-Type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
  const emitPod = (ns: string, type: 'ADDED' | 'MODIFIED' | 'DELETED', pod: Record<string, any>) => {
    objects.set(`${ns}/pods/${pod.metadata.name}`, pod)
    for (const res of watchers.get(ns) ?? []) res.write(`${JSON.stringify({ type, object: pod })}\n`)
  }
  const podOf = (ns: string, image: string, stage: 'pending' | 'pulling-failed' | 'running' | 'started' | 'ready') => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'app-7d9f-x1', namespace: ns, labels: { 'app.kubernetes.io/name': 'app' }, resourceVersion: String(resourceVersion++) },
    status: {
      phase: stage === 'pending' || stage === 'pulling-failed' ? 'Pending' : 'Running',
      conditions: [{ type: 'Ready', status: stage === 'ready' ? 'True' : 'False' }],
      containerStatuses: [
        {
          name: 'app',
          image,
          ready: stage === 'ready',
          started: stage === 'started' || stage === 'ready',
          restartCount: 0,
          state:
            stage === 'pending'
              ? { waiting: { reason: 'ContainerCreating' } }
              : stage === 'pulling-failed'
                ? { waiting: { reason: 'ErrImagePull', message: `rpc error: pull access denied for ${image}, repository does not exist` } }
                : { running: { startedAt: new Date().toISOString() } },
        },
      ],
    },
  })
  const runPod = (ns: string, image: string) => {
    const alive = () => objects.has(`/namespaces/${ns}`)
    later(stepMs, () => alive() && emitPod(ns, 'ADDED', podOf(ns, image, 'pending')))
    if (image.includes('does-not-exist')) return later(stepMs * 2, () => alive() && emitPod(ns, 'MODIFIED', podOf(ns, image, 'pulling-failed')))
    later(stepMs * 2, () => alive() && emitPod(ns, 'MODIFIED', podOf(ns, image, 'running')))
    later(stepMs * 3, () => alive() && emitPod(ns, 'MODIFIED', podOf(ns, image, 'started')))
    if (!cluster.neverReady) later(stepMs * 4, () => alive() && emitPod(ns, 'MODIFIED', podOf(ns, image, 'ready')))
  }

  const body = (req: IncomingMessage) =>
    new Promise<any>((resolve) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => resolve(raw ? JSON.parse(raw) : null))
    })
  const matches = (labels: Record<string, string> | undefined, selector: string | null) =>
    !selector || selector.split(',').every((part) => { const [k, v] = part.split('='); return labels?.[k!] === v })

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push(`${req.method} ${url.pathname}`)
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(res, 401, status(401, 'Unauthorized', 'Unauthorized'))
    const path = url.pathname.replace(/^\/apis\/[^/]+\/v1|^\/api\/v1/, '')
    const parts = path.split('/').filter(Boolean)

    // Namespaces: list, create, delete.
    if (parts[0] === 'namespaces' && parts.length === 1) {
      if (req.method === 'GET') {
        const items = [...objects.entries()].filter(([k, o]) => k.startsWith('/namespaces/') && matches(o.metadata.labels, url.searchParams.get('labelSelector'))).map(([, o]) => o)
        return send(res, 200, { kind: 'NamespaceList', apiVersion: 'v1', metadata: {}, items })
      }
      if (req.method === 'POST') {
        const ns = await body(req)
        const name = ns?.metadata?.name
        if (!name || !DNS_LABEL.test(name) || name.length > 63) return send(res, 422, status(422, 'Invalid', `Namespace "${name}" is invalid: metadata.name: Invalid value`))
        const failure = cluster.failNext.get('namespaces')?.shift()
        if (failure) return send(res, failure, status(failure, failure === 429 ? 'TooManyRequests' : 'InternalError', 'try again'), failure === 429 ? { 'Retry-After': '0' } : {})
        if (cluster.forbid.has('namespaces')) return send(res, 403, status(403, 'Forbidden', `namespaces is forbidden: User "deployer" cannot create resource "namespaces"`))
        if (objects.has(`/namespaces/${name}`)) return send(res, 409, status(409, 'AlreadyExists', `namespaces "${name}" already exists`))
        const created = { ...ns, status: { phase: 'Active' } }
        objects.set(`/namespaces/${name}`, created)
        return send(res, 201, created)
      }
    }
    if (parts[0] === 'namespaces' && parts.length === 2 && req.method === 'DELETE') {
      const name = parts[1]!
      const ns = objects.get(`/namespaces/${name}`)
      if (!ns) return send(res, 404, status(404, 'NotFound', `namespaces "${name}" not found`))
      if (ns.status.phase === 'Terminating') return send(res, 409, status(409, 'Conflict', `Operation cannot be fulfilled on namespaces "${name}": The system is ensuring all content is removed from this namespace.`))
      ns.status.phase = 'Terminating'
      later(stepMs, () => {
        for (const key of [...objects.keys()]) if (key === `/namespaces/${name}` || key.startsWith(`${name}/`)) objects.delete(key)
        for (const w of watchers.get(name) ?? []) w.end()
        watchers.delete(name)
      })
      return send(res, 200, ns)
    }
    // Namespaced objects: create; pods: watch.
    if (parts[0] === 'namespaces' && parts.length === 3) {
      const [, ns, resource] = parts as [string, string, string]
      if (resource === 'pods' && req.method === 'GET' && url.searchParams.get('watch') === 'true') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' })
        const set = watchers.get(ns) ?? new Set()
        set.add(res)
        watchers.set(ns, set)
        for (const [key, pod] of objects) if (key.startsWith(`${ns}/pods/`)) res.write(`${JSON.stringify({ type: 'ADDED', object: pod })}\n`)
        req.on('close', () => set.delete(res))
        return
      }
      if (req.method === 'POST') {
        const object = await body(req)
        const failure = cluster.failNext.get(resource)?.shift()
        if (failure) return send(res, failure, status(failure, failure === 429 ? 'TooManyRequests' : 'InternalError', 'try again'), failure === 429 ? { 'Retry-After': '0' } : {})
        const nsObject = objects.get(`/namespaces/${ns}`)
        if (!nsObject) return send(res, 404, status(404, 'NotFound', `namespaces "${ns}" not found`))
        if (nsObject.status.phase === 'Terminating') return send(res, 403, status(403, 'Forbidden', `unable to create new content in namespace ${ns} because it is being terminated`))
        if (cluster.forbid.has(resource)) return send(res, 403, status(403, 'Forbidden', `${resource} is forbidden: User "deployer" cannot create resource "${resource}" in API group "" in the namespace "${ns}"`))
        const name = object?.metadata?.name
        if (!name || !DNS_LABEL.test(name)) return send(res, 422, status(422, 'Invalid', `${resource} "${name}" is invalid: metadata.name`))
        if (resource === 'deployments') {
          const container = object.spec?.template?.spec?.containers?.[0]
          const port = container?.ports?.[0]?.containerPort
          if (!container?.image || !(port >= 1 && port <= 65535)) return send(res, 422, status(422, 'Invalid', `Deployment.apps "${name}" is invalid: spec.template.spec.containers[0].ports[0].containerPort: Invalid value: ${port}: must be between 1 and 65535, inclusive`))
        }
        const key = `${ns}/${resource}/${name}`
        if (objects.has(key)) return send(res, 409, status(409, 'AlreadyExists', `${resource} "${name}" already exists`))
        objects.set(key, object)
        if (resource === 'deployments') runPod(ns, object.spec.template.spec.containers[0].image)
        return send(res, 201, object)
      }
    }
    send(res, 404, status(404, 'NotFound', `the server could not find the requested resource (${req.method} ${url.pathname})`))
  })
  server.on('connection', () => cluster.connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  cluster.url = `http://127.0.0.1:${port}`
  cluster.kubeconfig = [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    `- name: fake\n  cluster:\n    server: ${cluster.url}\n    insecure-skip-tls-verify: true`,
    'users:',
    `- name: deployer\n  user:\n    token: ${TOKEN}`,
    'contexts:',
    '- name: fake\n  context:\n    cluster: fake\n    user: deployer',
    'current-context: fake',
    '',
  ].join('\n')
  return cluster
}
