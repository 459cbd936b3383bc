import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { toInspectError } from './errors'
import { listOffer, type Offer } from './explore'
import { livenessOf, toolChanges, type Liveness } from './liveness'
import { probeCaps, targetPolicy, type Caps, type TargetPolicy } from './policy'
import { connectMcp, type McpSession } from './session'

export type ProbeOutcome =
  | { skipped: 'already_checked' | 'no_remote' | 'not_found' }
  | { skipped?: undefined; key: string; status: Liveness; statusChanged: boolean; toolsChanged: boolean; latencyMs: number }

type Remote = { type: 'streamable-http' | 'sse'; url: string }
type ProbeRow = { status?: Liveness; toolsHash?: string | null; tools?: unknown }

const isUniqueViolation = (err: unknown) => /duplicate key|unique/i.test(String((err as Error)?.message ?? '')) || (err as { code?: string })?.code === '23505'

/** The remote a check uses: the first streamable HTTP or SSE endpoint over http(s). */
export function probeRemote(remotes: unknown): Remote | undefined {
  if (!Array.isArray(remotes)) return undefined
  return (remotes as Remote[]).find((r) => (r?.type === 'streamable-http' || r?.type === 'sse') && /^https?:\/\//i.test(String(r.url)))
}

/**
 * Checks one server's remote for its slot: connects through the SSRF-safe fetch, lists tools,
 * resources and prompts, and records liveness, latency, protocol version and — when the tool list
 * differs from the last check that listed one — which tools came and went. A second run for the
 * same slot (a retried job, a duplicate) finds the record and changes nothing. The job is a system
 * action: it reads and writes with overrideAccess.
 */
export async function probeServer(payload: Payload, serverId: number, slot: string, setup: { policy?: TargetPolicy; caps?: Caps; now?: () => Date } = {}): Promise<ProbeOutcome> {
  const probeKey = `${serverId}:${slot}`
  const done = await payload.find({ collection: 'mcp-server-probes', where: { probeKey: { equals: probeKey } }, limit: 1, depth: 0, overrideAccess: true, select: { probeKey: true } })
  if (done.docs.length) return { skipped: 'already_checked' }
  const server = await payload.findByID({ collection: 'mcp-servers', id: serverId, depth: 0, overrideAccess: true, disableErrors: true, select: { key: true, remotes: true } })
  if (!server) return { skipped: 'not_found' }
  const remote = probeRemote((server as { remotes?: unknown }).remotes)
  if (!remote) return { skipped: 'no_remote' }

  const started = performance.now()
  let session: McpSession | undefined
  let offer: Offer | undefined
  let error: string | undefined
  try {
    session = await connectMcp(remote.url, { policy: setup.policy ?? targetPolicy(), caps: setup.caps ?? probeCaps, transport: remote.type })
    offer = await listOffer(session)
  } catch (err) {
    const failure = toInspectError(err)
    error = `${failure.code}: ${failure.message}`.slice(0, 500)
  } finally {
    await session?.close()
  }
  const latencyMs = Math.round(performance.now() - started)
  const status = livenessOf({ connected: Boolean(session), listed: Boolean(offer), latencyMs })

  const previous = await payload.find({ collection: 'mcp-server-probes', where: { server: { equals: serverId } }, sort: '-checkedAt', limit: 1, depth: 0, overrideAccess: true, select: { status: true } })
  const lastListed = await payload.find({ collection: 'mcp-server-probes', where: { server: { equals: serverId }, toolsHash: { exists: true } }, sort: '-checkedAt', limit: 1, depth: 0, overrideAccess: true, select: { toolsHash: true, tools: true } })
  const names = offer ? offer.tools.map((t) => t.name).sort() : undefined
  const toolsHash = names ? createHash('sha256').update(JSON.stringify(names)).digest('hex') : undefined
  const before = lastListed.docs[0] as ProbeRow | undefined
  const changes = names && before?.toolsHash && before.toolsHash !== toolsHash ? toolChanges(Array.isArray(before.tools) ? (before.tools as string[]) : [], names) : undefined

  try {
    await payload.create({
      collection: 'mcp-server-probes',
      overrideAccess: true,
      data: {
        server: serverId,
        probeKey,
        checkedAt: (setup.now?.() ?? new Date()).toISOString(),
        status,
        latencyMs,
        url: remote.url,
        transport: session?.transport ?? remote.type,
        protocolVersion: session?.protocolVersion,
        toolCount: offer?.tools.length,
        resourceCount: offer?.resources.length,
        promptCount: offer?.prompts.length,
        tools: names,
        toolsHash,
        toolsChanged: Boolean(changes),
        toolsAdded: changes?.added,
        toolsRemoved: changes?.removed,
        error,
      },
    })
  } catch (err) {
    // A duplicate job for the same slot won the race: its record stands.
    if (isUniqueViolation(err)) return { skipped: 'already_checked' }
    throw err
  }
  const previousStatus = (previous.docs[0] as ProbeRow | undefined)?.status
  return { key: String((server as { key?: string }).key), status, statusChanged: previousStatus !== status, toolsChanged: Boolean(changes), latencyMs }
}

/** What a server's page shows: the last check and the last time its tools changed. */
export type ServerLiveness = {
  status: Liveness
  checkedAt: string
  latencyMs: number | null
  protocolVersion: string | null
  lastToolsChange: { at: string; added: string[]; removed: string[] } | null
}

/**
 * The liveness of a published server by its key. Checks are staff-only records; this read is a
 * system action showing only what the page shows of them (status, times, tool names).
 */
export async function serverLiveness(payload: Payload, serverKey: string): Promise<ServerLiveness | null> {
  const where = { 'server.key': { equals: serverKey } }
  const [latest, changed] = await Promise.all([
    payload.find({ collection: 'mcp-server-probes', where, sort: '-checkedAt', limit: 1, depth: 0, overrideAccess: true, select: { status: true, checkedAt: true, latencyMs: true, protocolVersion: true } }),
    payload.find({ collection: 'mcp-server-probes', where: { ...where, toolsChanged: { equals: true } }, sort: '-checkedAt', limit: 1, depth: 0, overrideAccess: true, select: { checkedAt: true, toolsAdded: true, toolsRemoved: true } }),
  ])
  const last = latest.docs[0] as { status: Liveness; checkedAt: string; latencyMs?: number | null; protocolVersion?: string | null } | undefined
  if (!last) return null
  const change = changed.docs[0] as { checkedAt: string; toolsAdded?: unknown; toolsRemoved?: unknown } | undefined
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
  return {
    status: last.status,
    checkedAt: last.checkedAt,
    latencyMs: last.latencyMs ?? null,
    protocolVersion: last.protocolVersion ?? null,
    lastToolsChange: change ? { at: change.checkedAt, added: list(change.toolsAdded), removed: list(change.toolsRemoved) } : null,
  }
}

/** Published servers with a remote the probe can check (ids), for the schedule. */
export async function serversToProbe(payload: Payload): Promise<number[]> {
  const found = await payload.find({ collection: 'mcp-servers', where: { and: [{ _status: { equals: 'published' } }, { 'remotes.url': { exists: true } }] }, pagination: false, depth: 0, overrideAccess: true, select: { remotes: true } })
  return found.docs.filter((d) => probeRemote((d as { remotes?: unknown }).remotes)).map((d) => d.id as number)
}
