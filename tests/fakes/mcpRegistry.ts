import { faultScript, listenOnLoopback, sendJson as json } from './localServer'

/**
 * A local stand-in for the official MCP Registry API on 127.0.0.1: `GET /v0.1/servers` with
 * `limit` (default 30, at most 100), opaque `cursor` (answered in `metadata.nextCursor`),
 * `updated_since` (RFC 3339; servers updated after it) and `version=latest`, items shaped
 * `{ server: <server.json>, _meta: { "io.modelcontextprotocol.registry/official": { status,
 * publishedAt, updatedAt, isLatest } } }`, in name order, and the registry's `{ error }` answers
 * (400 for a bad parameter). Faults: `failNext` for the next requests, `failWhen` for requests a
 * predicate picks (a given page), each a 429 with Retry-After, a 5xx or a hang.
 */
export type Fault = { status: 429; retryAfter: string } | { status: 500 | 502 | 503 } | { hang: true }
export type RegistryItem = { server: Record<string, unknown>; _meta?: Record<string, unknown> }

export type FakeRegistry = {
  url: string
  requests: URL[]
  items: RegistryItem[]
  /** Adds or replaces a server version (by name and version). */
  put: (...items: RegistryItem[]) => void
  failNext: (...faults: Fault[]) => void
  /** Fails the requests `when` picks, `times` times (Infinity: until `clear`). */
  failWhen: (when: (url: URL) => boolean, fault: Fault, times?: number) => void
  clear: () => void
  close: () => Promise<void>
}

const OFFICIAL = 'io.modelcontextprotocol.registry/official'

/** A valid registry item; `i` makes the name, overrides replace server fields. */
export function registryItem(
  name: string,
  options: { version?: string; status?: 'active' | 'deprecated' | 'deleted'; updatedAt?: string; publishedAt?: string; isLatest?: boolean; server?: Record<string, unknown> } = {},
): RegistryItem {
  const version = options.version ?? '1.0.0'
  return {
    server: {
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      name,
      description: `MCP server ${name}`,
      version,
      repository: { url: `https://github.com/${name.replace(/^io\.github\./, '')}`, source: 'github' },
      packages: [{ registryType: 'npm', identifier: `@fake/${name.split('/')[1]}`, version, transport: { type: 'stdio' } }],
      ...options.server,
    },
    _meta: {
      [OFFICIAL]: {
        status: options.status ?? 'active',
        publishedAt: options.publishedAt ?? '2026-01-01T00:00:00Z',
        updatedAt: options.updatedAt ?? '2026-01-01T00:00:00Z',
        isLatest: options.isLatest ?? true,
      },
    },
  }
}

const keyOf = (item: RegistryItem) => `${item.server.name}:${item.server.version}`
const officialOf = (item: RegistryItem) => (item._meta?.[OFFICIAL] ?? {}) as { updatedAt?: string; isLatest?: boolean }

export async function startFakeRegistry(initial: RegistryItem[] = []): Promise<FakeRegistry> {
  let items: RegistryItem[] = []
  const requests: URL[] = []
  const faults = faultScript<Fault, URL>()
  const put = (...more: RegistryItem[]) => {
    for (const item of more) {
      items = items.filter((i) => keyOf(i) !== keyOf(item))
      items.push(item)
    }
    items.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0))
  }
  put(...initial)
  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1')
    requests.push(url)
    const fault = faults.take(url)
    if (fault) {
      if ('hang' in fault) return server.hang(res)
      if (fault.status === 429) return json(res, 429, { error: 'rate limit exceeded' }, { 'retry-after': fault.retryAfter })
      return json(res, fault.status, { error: 'internal server error' })
    }
    if (req.method !== 'GET' || url.pathname !== '/v0.1/servers') return json(res, 404, { error: 'Not Found' })
    const limitText = url.searchParams.get('limit') ?? '30'
    const limit = Number(limitText)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return json(res, 400, { error: 'limit must be between 1 and 100' })
    const sinceText = url.searchParams.get('updated_since')
    const since = sinceText ? Date.parse(sinceText) : undefined
    if (sinceText && Number.isNaN(since)) return json(res, 400, { error: 'Invalid updated_since format: use RFC3339 format (e.g., 2025-08-07T13:15:04.280Z)' })
    const cursorText = url.searchParams.get('cursor')
    let after: string | undefined
    if (cursorText) {
      after = Buffer.from(cursorText, 'base64url').toString()
      if (!after.includes(':')) return json(res, 400, { error: 'Invalid cursor' })
    }
    const latestOnly = url.searchParams.get('version') === 'latest'
    const matching = items.filter(
      (i) =>
        (!latestOnly || officialOf(i).isLatest !== false) &&
        (since === undefined || Date.parse(officialOf(i).updatedAt ?? '') > since) &&
        (after === undefined || keyOf(i) > after),
    )
    const page = matching.slice(0, limit)
    const more = matching.length > limit
    json(res, 200, { servers: page, metadata: { count: page.length, ...(more ? { nextCursor: Buffer.from(keyOf(page.at(-1)!)).toString('base64url') } : {}) } })
  })
  return {
    url: server.url,
    requests,
    get items() {
      return items
    },
    put,
    failNext: faults.failNext,
    failWhen: faults.failWhen,
    clear: faults.clear,
    close: server.close,
  }
}
