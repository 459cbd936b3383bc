import { faultScript, listenOnLoopback, sendJson as json } from './localServer'

/**
 * Local stand-ins on 127.0.0.1 for where an MCP server's ownership is proved, one server answering
 * each one's paths and error bodies:
 * - the npm registry: `GET /<package>/latest` (a scoped name as `@scope%2Fname`) → that version's
 *   package.json, 404 `{ error: "Not found" }`;
 * - PyPI's JSON API: `GET /pypi/<project>/json` → `{ info: { name, version, description, … } }`, 404 `{ message: "Not Found" }`;
 * - a site: `GET /.well-known/mcp-challenge/<token>` → the file as set (text/plain), 404 otherwise;
 *   `redirectTo` sends a challenge path elsewhere (a private address).
 * `failWhen` makes requests a predicate picks fail (5xx, 429 with Retry-After) or never answer.
 */
export type ProofFault = { status: 500 | 502 | 503 } | { status: 429; retryAfter: string } | { hang: true }

export type FakeProofApis = {
  url: string
  port: number
  requests: string[]
  npm: Map<string, Record<string, unknown>>
  pypi: Map<string, { name: string; version: string; description: string }>
  challenges: Map<string, string>
  redirects: Map<string, string>
  failWhen: (when: (path: string) => boolean, fault: ProofFault, times?: number) => void
  reset: () => void
  close: () => Promise<void>
}

export async function startFakeProofApis(): Promise<FakeProofApis> {
  const requests: string[] = []
  const npm = new Map<string, Record<string, unknown>>()
  const pypi = new Map<string, { name: string; version: string; description: string }>()
  const challenges = new Map<string, string>()
  const redirects = new Map<string, string>()
  const faults = faultScript<ProofFault, string>(1)
  const server = await listenOnLoopback((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://127.0.0.1').pathname)
    requests.push(path)
    const fault = faults.take(path)
    if (fault) {
      if ('hang' in fault) return server.hang(res)
      if (fault.status === 429) return json(res, 429, { error: 'Too Many Requests' }, { 'retry-after': fault.retryAfter })
      return json(res, fault.status, { error: 'Internal Server Error' })
    }
    let m = /^\/\.well-known\/mcp-challenge\/([^/]+)$/.exec(path)
    if (m) {
      const target = redirects.get(m[1]!)
      if (target) {
        res.writeHead(302, { location: target })
        return res.end()
      }
      const body = challenges.get(m[1]!)
      if (body === undefined) return json(res, 404, { message: 'Not Found' })
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      return res.end(body)
    }
    m = /^\/pypi\/([^/]+)\/json$/.exec(path)
    if (m) {
      const project = pypi.get(m[1]!)
      if (!project) return json(res, 404, { message: 'Not Found' })
      return json(res, 200, { info: { ...project, summary: 'A test project', description_content_type: 'text/markdown' }, releases: {}, urls: [] })
    }
    m = /^\/(@[^/]+\/[^/]+|[^@/][^/]*)\/latest$/.exec(path)
    if (m) {
      const pkg = npm.get(m[1]!)
      if (!pkg) return json(res, 404, { error: 'Not found' })
      return json(res, 200, pkg)
    }
    json(res, 404, { error: 'Not found' })
  })
  return {
    url: server.url,
    port: server.port,
    requests,
    npm,
    pypi,
    challenges,
    redirects,
    failWhen: faults.failWhen,
    reset: () => {
      faults.clear()
      requests.length = 0
    },
    close: server.close,
  }
}
