import { poolOf } from '@aidir/cms'
import { createRegistryClient, readSyncState, syncRegistry } from '@aidir/cms/mcpRegistry'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeRegistry, registryItem, startFakeRegistry } from '../../fakes/mcpRegistry'
import { payload, unique } from '../helpers'

/**
 * The registry sync against a local registry speaking the official API (cursor paging,
 * updated_since, version=latest), into the real database: catalogue records matched by name,
 * package and repository, our own fields untouched, resumption from the cursor of a failed page,
 * rate limits, malformed entries, deprecated and deleted servers, idempotent re-runs.
 */
const pool = poolOf(payload)
const quiet = { info() {}, warn() {} }
let fake: FakeRegistry
const retries: number[] = []
const client = () => createRegistryClient({ baseUrl: fake.url, timeoutMs: 500, maxAttempts: 3, random: () => 0, onRetry: (ms) => void retries.push(ms) })
const sync = (pageSize = 3) => syncRegistry(pool, client(), { pageSize, log: quiet })
const cursorOf = (url: URL) => url.searchParams.get('cursor')
const entry = async (name: string) => (await pool.query(`SELECT * FROM mcp_registry_entries WHERE name = $1`, [name])).rows[0]
const entryNames = async () => (await pool.query(`SELECT name FROM mcp_registry_entries ORDER BY name`)).rows.map((r) => r.name as string)

async function mcpServer(data: Record<string, unknown>) {
  return payload.create({
    collection: 'mcp-servers',
    data: { key: unique('mcp'), title: 'Curated title', description: 'Our curated description', tags: [], status: 'published', ...data } as any,
    overrideAccess: true,
    context: { skipSearchIndex: true },
  })
}

describe('MCP registry sync', () => {
  const ns = unique('io.github.synctest').toLowerCase()
  const byName = `${ns}/by-name`
  let ours: { byName: number; byPackage: number; byRepo: number; sibling: number }

  beforeAll(async () => {
    fake = await startFakeRegistry()
    const category = (await payload.find({ collection: 'categories', where: { kind: { equals: 'mcp' } }, limit: 1, overrideAccess: true })).docs[0]
    const a = await mcpServer({ name: byName, category: category?.id })
    // Published upstream under another name, recognised by its npm package.
    const b = await mcpServer({ name: `${ns}/our-own-name`, packages: [{ registryType: 'npm', identifier: `@${ns.replace(/\./g, '-')}/pkg`, transport: 'stdio' }] })
    // Two servers of one monorepo: only the same subfolder matches.
    const c = await mcpServer({ name: `${ns}/mono-a-local`, repository: { url: `https://github.com/${ns}/mono.git`, subfolder: 'src/a' } })
    const d = await mcpServer({ name: `${ns}/mono-b-local`, repository: { url: `https://github.com/${ns}/mono`, subfolder: 'src/b-other' } })
    ours = { byName: a.id as number, byPackage: b.id as number, byRepo: c.id as number, sibling: d.id as number }
  })
  afterAll(async () => {
    await fake.close()
    await pool.query(`DELETE FROM mcp_registry_entries`)
    await pool.query(`DELETE FROM mcp_registry_sync`)
  })
  beforeEach(() => {
    fake.clear()
    fake.requests.length = 0
    retries.length = 0
  })

  it('pages through the registry with the cursor and matches catalogue records by name, package and repository', async () => {
    await pool.query(`DELETE FROM mcp_registry_entries`)
    await pool.query(`DELETE FROM mcp_registry_sync`)
    const before = await payload.findByID({ collection: 'mcp-servers', id: ours.byName, overrideAccess: true, depth: 0 })
    fake.put(
      registryItem(byName, { server: { title: 'Upstream title', description: 'Upstream description' }, updatedAt: '2026-03-01T00:00:00Z' }),
      registryItem(`${ns}/published-name`, { server: { packages: [{ registryType: 'npm', identifier: `@${ns.replace(/\./g, '-')}/pkg`, version: '1.0.0', transport: { type: 'stdio' } }] } }),
      registryItem(`${ns}/mono-a`, { server: { repository: { url: `https://github.com/${ns}/mono`, source: 'github', subfolder: 'src/a' }, packages: [] } }),
      registryItem(`${ns}/remote-only`, { server: { packages: undefined, remotes: [{ type: 'streamable-http', url: 'https://mcp.example.com/mcp' }] } }),
      // An older version the registry still lists: version=latest leaves it out.
      registryItem(byName, { version: '0.9.0', isLatest: false }),
      ...Array.from({ length: 5 }, (_, i) => registryItem(`${ns}/new-${i}`)),
    )
    const result = await sync(3)
    expect(result.counts).toMatchObject({ pages: 3, received: 9, written: 9, unchanged: 0, skipped: 0, matched: 3, mirrored: 3 })
    // Three pages, the second and third asked with the cursor the previous one returned.
    expect(fake.requests.map((u) => u.searchParams.get('version'))).toEqual(['latest', 'latest', 'latest'])
    expect(cursorOf(fake.requests[0]!)).toBeNull()
    expect(cursorOf(fake.requests[1]!)).toBeTruthy()
    expect(fake.requests[0]!.searchParams.get('updated_since')).toBeNull()

    expect((await entry(byName)).mcp_server_id).toBe(ours.byName)
    expect((await entry(`${ns}/published-name`)).mcp_server_id).toBe(ours.byPackage)
    expect((await entry(`${ns}/mono-a`)).mcp_server_id).toBe(ours.byRepo)
    expect((await entry(`${ns}/new-0`)).mcp_server_id).toBeNull()
    const remote = await entry(`${ns}/remote-only`)
    expect(remote.remotes).toEqual([{ type: 'streamable-http', url: 'https://mcp.example.com/mcp' }])
    expect(remote).toMatchObject({ version: '1.0.0', status: 'active', is_latest: true })
    expect((await entry(byName)).upstream_updated_at.toISOString()).toBe('2026-03-01T00:00:00.000Z')

    // The matched record shows the registry's status; our own fields are as they were.
    const after = await payload.findByID({ collection: 'mcp-servers', id: ours.byName, overrideAccess: true, depth: 0 })
    expect(after.registry).toMatchObject({ status: 'active', entry: (await entry(byName)).id })
    for (const field of ['title', 'description', 'category', 'tags', 'stars', 'downloads', 'version', 'packages', '_status'] as const) expect(after[field]).toEqual(before[field])
    const sibling = await payload.findByID({ collection: 'mcp-servers', id: ours.sibling, overrideAccess: true, depth: 0 })
    expect(sibling.registry?.status ?? null).toBeNull()

    const state = await readSyncState(pool)
    expect(state.cursor).toBeNull()
    expect(state.highWaterMark!.getTime()).toBeGreaterThan(Date.now() - 6 * 60_000)
  })

  it('asks only for what changed since the high-water mark, and a re-run writes nothing', async () => {
    const { rows: before } = await pool.query(`SELECT name, updated_at FROM mcp_registry_entries ORDER BY name`)
    const mark = (await readSyncState(pool)).highWaterMark!
    const result = await sync(3)
    expect(fake.requests[0]!.searchParams.get('updated_since')).toBe(mark.toISOString())
    expect(result.counts).toMatchObject({ received: 0, written: 0, mirrored: 0 })
    // Even asked from the start again, the same entries change nothing.
    await pool.query(`UPDATE mcp_registry_sync SET high_water_mark = NULL`)
    const again = await sync(3)
    expect(again.counts).toMatchObject({ received: 9, written: 0, unchanged: 9, matched: 0, mirrored: 0 })
    expect((await pool.query(`SELECT name, updated_at FROM mcp_registry_entries ORDER BY name`)).rows).toEqual(before)
  })

  it('resumes from the cursor of a page that kept failing, without asking for the pages already written', async () => {
    await pool.query(`UPDATE mcp_registry_sync SET high_water_mark = NULL`)
    await pool.query(`DELETE FROM mcp_registry_entries WHERE name LIKE $1`, [`${ns}/new-%`])
    let pageTwoCursor: string | null = null
    fake.failWhen((url) => {
      if (cursorOf(url) && !pageTwoCursor) pageTwoCursor = cursorOf(url)
      return cursorOf(url) !== null && cursorOf(url) === pageTwoCursor
    }, { status: 503 })
    await expect(sync(3)).rejects.toThrow(/503/)
    // Three attempts at page two, nothing of it written, the cursor kept.
    expect(fake.requests.filter((u) => cursorOf(u) === pageTwoCursor)).toHaveLength(3)
    const state = await readSyncState(pool)
    expect(state.cursor).toBe(pageTwoCursor)
    const failed = (await pool.query(`SELECT last_outcome, last_error FROM mcp_registry_sync`)).rows[0]
    expect(failed).toMatchObject({ last_outcome: 'failed', last_error: expect.stringMatching(/503/) })
    // Page one (by-name, mono-a, new-0) committed; page two (new-1 … new-3) not at all.
    expect((await entryNames()).filter((n) => n.startsWith(`${ns}/new-`))).toEqual([`${ns}/new-0`])

    fake.clear()
    fake.requests.length = 0
    const resumed = await sync(3)
    expect(resumed.resumed).toBe(true)
    expect(cursorOf(fake.requests[0]!)).toBe(pageTwoCursor)
    expect(fake.requests[0]!.searchParams.get('updated_since')).toBeNull()
    expect((await entryNames()).filter((n) => n.startsWith(`${ns}/new-`))).toHaveLength(5)
    expect((await readSyncState(pool)).cursor).toBeNull()
  })

  it('writes nothing of a page whose write fails half-way, and resumes there', async () => {
    // A deprecation on page one that the database refuses when it is mirrored onto our record:
    // the page's entries were already upserted in the same transaction, so they must roll back.
    await pool.query(`ALTER TABLE mcp_servers ADD CONSTRAINT test_no_deprecated CHECK (registry_status IS DISTINCT FROM 'deprecated')`)
    const mark = (await readSyncState(pool)).highWaterMark!
    const later = new Date(mark.getTime() + 60_000).toISOString()
    fake.put(registryItem(byName, { status: 'deprecated', updatedAt: later }), registryItem(`${ns}/zz-after`, { updatedAt: later }))
    try {
      await expect(sync(1)).rejects.toThrow(/test_no_deprecated/)
      expect((await entry(byName)).status).toBe('active')
      const state = await readSyncState(pool)
      expect(state.cursor).toBeNull()
      expect(state.runUpdatedSince?.toISOString()).toBe(mark.toISOString())
    } finally {
      await pool.query(`ALTER TABLE mcp_servers DROP CONSTRAINT test_no_deprecated`)
    }
    fake.requests.length = 0
    const result = await sync(1)
    expect(fake.requests[0]!.searchParams.get('updated_since')).toBe(mark.toISOString())
    expect(result.counts.written).toBe(2)
    expect((await entry(byName)).status).toBe('deprecated')
  })

  it('marks deprecated and deleted servers on our records and keeps them', async () => {
    const mark = (await readSyncState(pool)).highWaterMark!
    const later = new Date(mark.getTime() + 120_000).toISOString()
    fake.put(registryItem(`${ns}/published-name`, { status: 'deleted', updatedAt: later, server: { packages: [{ registryType: 'npm', identifier: `@${ns.replace(/\./g, '-')}/pkg`, version: '1.0.0', transport: { type: 'stdio' } }] } }))
    const result = await sync(3)
    // Entries updated within the overlap before the mark come again, unchanged.
    expect(result.counts).toMatchObject({ written: 1, mirrored: 1 })
    const deleted = await payload.findByID({ collection: 'mcp-servers', id: ours.byPackage, overrideAccess: true, depth: 0 })
    expect(deleted).toMatchObject({ _status: 'published', registry: { status: 'deleted' } })
    const deprecated = await payload.findByID({ collection: 'mcp-servers', id: ours.byName, overrideAccess: true, depth: 0 })
    expect(deprecated.registry?.status).toBe('deprecated')
    // The admin's edit view reads the latest version: it shows the same.
    const { rows } = await pool.query(`SELECT version_registry_status FROM _mcp_servers_v WHERE parent_id = $1 AND latest`, [ours.byPackage])
    expect(rows[0]?.version_registry_status).toBe('deleted')
    // An editor's save cannot overwrite what the registry says.
    const editor = await payload.create({ collection: 'users', data: { email: `${unique('editor')}@example.com`, password: 'correct horse battery staple', role: 'editor', _verified: true } as any, overrideAccess: true, disableVerificationEmail: true })
    await payload.update({ collection: 'mcp-servers', id: ours.byPackage, data: { title: 'Edited', registry: { status: 'active' } } as any, user: { ...editor, collection: 'users' } as any, overrideAccess: false, context: { skipSearchIndex: true } })
    const edited = await payload.findByID({ collection: 'mcp-servers', id: ours.byPackage, overrideAccess: true, depth: 0 })
    expect(edited).toMatchObject({ title: 'Edited', registry: { status: 'deleted' } })
  })

  it('matches a catalogue record an editor adds later for an entry already synced', async () => {
    const added = await mcpServer({ name: `${ns}/new-3` })
    const result = await sync(3)
    expect(result.counts.matched).toBeGreaterThanOrEqual(1)
    expect((await entry(`${ns}/new-3`)).mcp_server_id).toBe(added.id)
    expect((await payload.findByID({ collection: 'mcp-servers', id: added.id, overrideAccess: true, depth: 0 })).registry?.status).toBe('active')
  })

  it('waits for Retry-After on 429 and skips a malformed entry with its reason, writing the rest', async () => {
    const mark = (await readSyncState(pool)).highWaterMark!
    const later = new Date(mark.getTime() + 180_000).toISOString()
    const bad = registryItem(`${ns}/bad`, { updatedAt: later })
    delete (bad.server as Record<string, unknown>).version
    fake.put(bad, registryItem(`${ns}/good-after-bad`, { updatedAt: later }), { server: { name: 'no slash here', description: 'x', version: '1' }, _meta: {} })
    fake.failNext({ status: 429, retryAfter: '1' })
    const result = await sync(10)
    expect(retries[0]).toBeGreaterThanOrEqual(1000)
    expect(result.counts).toMatchObject({ written: 1, skipped: 1 })
    expect(await entry(`${ns}/good-after-bad`)).toBeTruthy()
    expect(await entry(`${ns}/bad`)).toBeUndefined()
    const { rows } = await pool.query(`SELECT skipped, last_counts FROM mcp_registry_sync`)
    expect(rows[0].skipped).toEqual([{ name: `${ns}/bad`, reason: expect.stringMatching(/^server\.version:/) }])
  })
})
