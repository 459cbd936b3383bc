import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from '../../cms/src/mcpRegistry/registryClient'
import { parseEntry } from '../../cms/src/mcpRegistry/serverEntry'
import { UpstreamError } from '../../cms/src/mcpRegistry/upstreamError'
import { type FakeRegistry, registryItem, startFakeRegistry } from '../fakes/mcpRegistry'

describe('MCP Registry client against a local registry', () => {
  let fake: FakeRegistry
  const waits: number[] = []
  const client = (timeoutMs = 300) => createRegistryClient({ baseUrl: fake.url, timeoutMs, maxAttempts: 3, random: () => 0.999, onRetry: (ms) => void waits.push(ms) })
  beforeAll(async () => {
    fake = await startFakeRegistry(Array.from({ length: 5 }, (_, i) => registryItem(`io.github.unit/s${i}`, { updatedAt: `2026-0${i + 1}-01T00:00:00Z` })))
  })
  afterAll(() => fake.close())

  it('asks for the latest versions updated since a time, and follows nextCursor to the end', async () => {
    const c = client()
    const first = await c.listServers({ limit: 2, updatedSince: new Date('2026-01-15T00:00:00Z') })
    const url = fake.requests.at(-1)!
    expect(url.pathname).toBe('/v0.1/servers')
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '2', version: 'latest', updated_since: '2026-01-15T00:00:00.000Z' })
    expect(first.items).toHaveLength(2)
    const second = await c.listServers({ limit: 2, cursor: first.nextCursor, updatedSince: new Date('2026-01-15T00:00:00Z') })
    expect(second.nextCursor).toBeNull()
    expect([...first.items, ...second.items].map((i: any) => i.server.name)).toEqual(['io.github.unit/s1', 'io.github.unit/s2', 'io.github.unit/s3', 'io.github.unit/s4'])
  })

  it('retries 5xx and a request that hangs; a 400 is final', async () => {
    waits.length = 0
    fake.failNext({ status: 502 }, { hang: true })
    expect((await client().listServers({ limit: 5 })).items).toHaveLength(5)
    expect(waits).toHaveLength(2)
    await expect(client().listServers({ limit: 500 })).rejects.toMatchObject({ status: 400, retryable: false, message: expect.stringMatching(/limit must be between 1 and 100/) })
  })

  it('refuses an answer that is not a page of servers', async () => {
    const odd = createRegistryClient({ baseUrl: fake.url, timeoutMs: 300, maxAttempts: 1, fetch: async () => new Response(JSON.stringify({ items: [] }), { status: 200 }) })
    await expect(odd.listServers({ limit: 5 })).rejects.toBeInstanceOf(UpstreamError)
  })
})

describe('a registry entry as the sync reads it', () => {
  it('takes the registry facts from _meta and keeps the entry as served', () => {
    const item = registryItem('io.github.unit/x', { status: 'deprecated', updatedAt: '2026-05-01T10:00:00Z', isLatest: true })
    const parsed = parseEntry(item)
    expect(parsed).toMatchObject({ ok: true, row: { name: 'io.github.unit/x', status: 'deprecated', isLatest: true, updatedAt: '2026-05-01T10:00:00Z', server: item.server } })
  })

  it('reads an empty repository as none and an entry without official facts as active and latest', () => {
    const parsed = parseEntry({ server: { name: 'com.example/y', description: 'd', version: '1.0.0', repository: { url: '', source: '' } } })
    expect(parsed).toMatchObject({ ok: true, row: { repositoryUrl: null, repositorySubfolder: null, status: 'active', isLatest: true, packages: [], remotes: [] } })
  })

  it('skips what PostgreSQL or our pages could not hold, saying why', () => {
    expect(parseEntry({ server: { name: 'io.github.unit/z', description: 'bad \u0000 text', version: '1' } })).toMatchObject({ ok: false, name: 'io.github.unit/z', reason: expect.stringMatching(/NUL/) })
    expect(parseEntry({ server: { name: 'no-slash', description: 'd', version: '1' } })).toMatchObject({ ok: false, reason: expect.stringMatching(/^server\.name/) })
    expect(parseEntry({ server: { name: 'io.github.unit/r', description: 'd', version: '1', remotes: [{ type: 'websocket', url: 'wss://x' }] } })).toMatchObject({ ok: false, reason: expect.stringMatching(/^server\.remotes\.0\.type/) })
    expect(parseEntry(null)).toMatchObject({ ok: false, name: null })
  })
})
