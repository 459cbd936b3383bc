import { stopProducer } from '@aidir/cms'
import { probeServer, serverLiveness, serversToProbe, type TargetPolicy } from '@aidir/cms/mcpInspect'
import { createProbeHandler } from '@aidir/tasks/jobs/mcp/probeServers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHostileServer, type HostileServer } from '../../fakes/hostileMcpServer'
import { startReferenceServer, type ReferenceServer } from '../../fakes/referenceMcpServer'
import { payload, unique } from '../helpers'

/**
 * The probe of MCP servers with a remote: the reference server (up), a server whose tools differ
 * from the last check (a tool-list change), one that does not answer (down); a second run of a slot
 * writes nothing; the page's read sees the latest check and the last change.
 */
let reference: ReferenceServer
let hostile: HostileServer
let serverId: number
let key: string
const local: TargetPolicy = { protocols: ['https:', 'http:'], allowAddress: (a) => a === '127.0.0.1' }
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

const setRemote = (url: string) => payload.update({ collection: 'mcp-servers', id: serverId, data: { remotes: [{ type: 'streamable-http', url }] } as never, overrideAccess: true, context: { skipSearchIndex: true } })
const checksOf = async () => (await payload.find({ collection: 'mcp-server-probes', where: { server: { equals: serverId } }, sort: 'checkedAt', depth: 0, overrideAccess: true, pagination: false })).docs

beforeAll(async () => {
  ;[reference, hostile] = await Promise.all([startReferenceServer(), startHostileServer()])
  key = unique('probe')
  const server = await payload.create({
    collection: 'mcp-servers',
    data: { key, name: `io.test/${key}`, title: 'Probe target', description: 'A server with a remote', status: 'published', remotes: [{ type: 'streamable-http', url: reference.url }] } as never,
    overrideAccess: true,
    context: { skipSearchIndex: true },
  })
  serverId = server.id as number
}, 60_000)
afterAll(async () => {
  await stopProducer()
  await Promise.all([reference?.stop(), hostile?.stop()])
})

describe('probing MCP servers', () => {
  it('is scheduled for published servers with a remote', async () => {
    expect(await serversToProbe(payload)).toContain(serverId)
  })

  it('records an up server with latency, protocol version and what it offers; a retried slot writes nothing', async () => {
    const at = (iso: string) => ({ policy: local, now: () => new Date(iso) })
    const first = await probeServer(payload, serverId, '2026-11-27T08:00:00.000Z', at('2026-11-27T08:00:05.000Z'))
    expect(first).toMatchObject({ status: 'up', statusChanged: true, toolsChanged: false })
    expect(await probeServer(payload, serverId, '2026-11-27T08:00:00.000Z', at('2026-11-27T08:00:09.000Z'))).toEqual({ skipped: 'already_checked' })
    const [check] = await checksOf()
    expect(check).toMatchObject({ status: 'up', transport: 'streamable-http', url: reference.url, toolsChanged: false })
    expect(check!.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(check!.toolCount).toBeGreaterThan(5)
    expect(check!.tools).toContain('echo')
    expect(check!.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('notices when the tool list changes, and says which tools came and went', async () => {
    await setRemote(`${hostile.base}/html`)
    const outcome = await probeServer(payload, serverId, '2026-11-27T08:30:00.000Z', { policy: local, now: () => new Date('2026-11-27T08:30:04.000Z') })
    expect(outcome).toMatchObject({ status: 'up', toolsChanged: true })
    const last = (await checksOf()).at(-1)!
    expect(last.toolsAdded).toEqual(['render'])
    expect(last.toolsRemoved).toContain('echo')
  })

  it('records a server that does not answer as down, through the job', async () => {
    await setRemote('http://127.0.0.1:9/mcp')
    const handler = createProbeHandler({ policy: local, now: () => new Date('2026-11-27T09:00:03.000Z') })
    const outcome = await handler({ serverId, slot: '2026-11-27T09:00:00.000Z' }, { payload, log: quiet, jobId: 'test', attempt: 1 } as never)
    expect(outcome).toMatchObject({ status: 'down', statusChanged: true })
    const last = (await checksOf()).at(-1)!
    expect(last.status).toBe('down')
    expect(last.error).toMatch(/^unreachable/)
  })

  it('refuses to probe a private address unless allowed', async () => {
    await setRemote(reference.url)
    const outcome = await probeServer(payload, serverId, '2026-11-27T09:30:00.000Z', { policy: { protocols: ['https:', 'http:'] }, now: () => new Date('2026-11-27T09:30:03.000Z') })
    expect(outcome).toMatchObject({ status: 'down', statusChanged: false })
    expect((await checksOf()).at(-1)!.error).toMatch(/^blocked/)
  })

  it('gives the server page its liveness and the last tool-list change', async () => {
    const liveness = await serverLiveness(payload, key)
    expect(liveness).toMatchObject({ status: 'down', lastToolsChange: { at: '2026-11-27T08:30:04.000Z', added: ['render'] } })
    expect(await serverLiveness(payload, 'no-such-server')).toBeNull()
  })
})
