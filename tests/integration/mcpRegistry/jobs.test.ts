import { enqueue, poolOf, stopProducer } from '@aidir/cms'
import { createGithubClient, createNpmDownloadsClient, createPypiStatsClient, createRegistryClient, enrichServers, readSyncState } from '@aidir/cms/mcpRegistry'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSyncRegistryHandler } from '../../../tasks/src/jobs/mcp/syncRegistry'
import { enrichServersJob } from '../../../tasks/src/jobs/mcp/enrichServers'
import { type FakePackageApis, startFakePackageApis } from '../../fakes/packageApis'
import { type FakeRegistry, registryItem, startFakeRegistry } from '../../fakes/mcpRegistry'
import { until } from '../../support/until'
import { payload, unique } from '../helpers'

const pool = poolOf(payload)
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

async function mcpServer(data: Record<string, unknown>) {
  return payload.create({
    collection: 'mcp-servers',
    data: { key: unique('mcp'), name: `io.github.enrich/${unique('s')}`, title: 'T', description: 'D', status: 'published', ...data } as any,
    overrideAccess: true,
    context: { skipSearchIndex: true },
  })
}
const read = (id: number) => payload.findByID({ collection: 'mcp-servers', id, overrideAccess: true, depth: 0 })

describe('MCP package facts (npm, PyPI stats, GitHub) against local fakes', () => {
  let fake: FakePackageApis
  const waits: number[] = []
  const clients = () => {
    const common = { baseUrl: fake.url, timeoutMs: 500, maxAttempts: 3, random: () => 0, onRetry: (ms: number) => void waits.push(ms) }
    return { npm: createNpmDownloadsClient(common), pypi: createPypiStatsClient(common), github: createGithubClient({ ...common, token: 'test-token' }) }
  }
  beforeAll(async () => {
    fake = await startFakePackageApis()
  })
  afterAll(() => fake.close())

  it('stores summed monthly downloads, stars and last push with the time read; a fact it cannot read leaves the stored one', async () => {
    const owner = unique('org').toLowerCase()
    fake.npm.set(`@${owner}/server`, 1200)
    fake.pypi.set(`${owner}-server`, 300)
    fake.github.set(`${owner}/mono`, { stars: 4321, pushedAt: '2026-11-20T08:00:00Z' })
    fake.github.set(`${owner}/other`, { stars: 7, pushedAt: '2026-10-01T00:00:00Z' })
    fake.npm.set(`${owner}-broken`, 999)
    const both = await mcpServer({
      repository: { url: `https://github.com/${owner}/mono.git` },
      packages: [{ registryType: 'npm', identifier: `@${owner}/server`, transport: 'stdio' }, { registryType: 'pypi', identifier: `${owner.toUpperCase()}_Server`, transport: 'stdio' }, { registryType: 'oci', identifier: 'docker.io/x/y', transport: 'stdio' }],
      downloads: 5,
    })
    // Same monorepo: the repository is asked once. Its package npm does not know adds nothing.
    const unknown = await mcpServer({ repository: { url: `https://github.com/${owner}/mono`, subfolder: 'src/b' }, packages: [{ registryType: 'npm', identifier: `${owner}-unknown`, transport: 'stdio' }], downloads: 8 })
    // npm keeps failing for this one: its seeded downloads stay, its stars are read.
    const failing = await mcpServer({ repository: { url: `https://github.com/${owner}/other` }, packages: [{ registryType: 'npm', identifier: `${owner}-broken`, transport: 'stdio' }], downloads: 77, stars: 1 })
    const missingRepo = await mcpServer({ repository: { url: `https://github.com/${owner}/gone` }, stars: 12 })
    fake.failWhen((p) => p === `/downloads/point/last-month/@${owner}/server`, { status: 429, retryAfter: '1' }, 1)
    fake.failWhen((p) => p === `/repos/${owner}/mono`, { status: 403, githubResetInSeconds: 1 }, 1)
    fake.failWhen((p) => p === `/downloads/point/last-month/${owner}-broken`, { status: 503 })

    const before = Date.now()
    const result = await enrichServers(pool, clients(), { ids: [both.id, unknown.id, failing.id, missingRepo.id] as number[] })
    expect(result).toMatchObject({ servers: 4, downloadsUpdated: 2, starsUpdated: 3 })
    expect(result.failures).toEqual([expect.stringMatching(new RegExp(`^npm:${owner}-broken: npm-downloads: 503`))])
    // Retry-After of 1 s, and GitHub's reset about a second away, were both waited for.
    expect(waits.filter((ms) => ms >= 900).length).toBeGreaterThanOrEqual(2)
    expect(fake.requests.filter((p) => p === `/repos/${owner}/mono`)).toHaveLength(2)
    expect(fake.requests).toContain(`/api/packages/${owner}-server/recent`)

    const a = await read(both.id as number)
    expect(a).toMatchObject({ downloads: 1500, stars: 4321, lastPushAt: '2026-11-20T08:00:00.000Z' })
    expect(Date.parse(a.downloadsFetchedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(a.starsFetchedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(await read(unknown.id as number)).toMatchObject({ downloads: 0, stars: 4321 })
    const f = await read(failing.id as number)
    expect(f).toMatchObject({ downloads: 77, stars: 7 })
    expect(f.downloadsFetchedAt ?? null).toBeNull()
    const m = await read(missingRepo.id as number)
    expect(m).toMatchObject({ stars: 12 })
    expect(m.starsFetchedAt ?? null).toBeNull()
  })

  it('fails the run when every request fails, writing nothing', async () => {
    const owner = unique('down').toLowerCase()
    const s = await mcpServer({ repository: { url: `https://github.com/${owner}/r` }, packages: [{ registryType: 'npm', identifier: `${owner}-p`, transport: 'stdio' }], downloads: 3, stars: 4 })
    fake.failWhen((p) => p.includes(owner), { status: 500 })
    await expect(enrichServers(pool, clients(), { ids: [s.id as number] })).rejects.toThrow(/every request failed/)
    expect(await read(s.id as number)).toMatchObject({ downloads: 3, stars: 4 })
  })

  it('offline by default: the job reads nothing and the seeded figures stay', async () => {
    const { rows: before } = await pool.query(`SELECT id, downloads, stars FROM mcp_servers ORDER BY id`)
    const result = await enrichServersJob({ trigger: 'manual' }, { payload, log: quiet, jobId: 'test', attempt: 1 })
    expect(result).toEqual({ provider: 'offline' })
    expect((await pool.query(`SELECT id, downloads, stars FROM mcp_servers ORDER BY id`)).rows).toEqual(before)
  })
})

describe('the registry sync as a pg-boss job', () => {
  let registry: FakeRegistry
  let worker: Worker
  beforeAll(async () => {
    registry = await startFakeRegistry()
    await pool.query(`DELETE FROM mcp_registry_sync`)
  })
  afterAll(async () => {
    await worker?.stop()
    await stopProducer()
    await registry.close()
    await pool.query(`DELETE FROM mcp_registry_entries`)
    await pool.query(`DELETE FROM mcp_registry_sync`)
  })

  it('offline without a registry: records that and writes no entry', async () => {
    const count = async () => Number((await pool.query(`SELECT count(*) FROM mcp_registry_entries`)).rows[0].count)
    const entries = await count()
    const result = await createSyncRegistryHandler({ client: () => null })({ trigger: 'manual' }, { payload, log: quiet, jobId: 'test', attempt: 1 })
    expect(result).toEqual({ provider: 'offline' })
    expect((await pool.query(`SELECT last_outcome FROM mcp_registry_sync`)).rows[0].last_outcome).toBe('offline')
    expect(await count()).toBe(entries)
  })

  it('runs from the queue, retries a run that failed part-way and finishes from the cursor', async () => {
    const ns = unique('io.github.jobtest').toLowerCase()
    registry.put(...Array.from({ length: 7 }, (_, i) => registryItem(`${ns}/s${i}`)))
    // The third page fails past the client's retries once: the job fails, pg-boss retries it, the retry resumes.
    let failures = 0
    registry.failWhen((url) => {
      const third = registry.requests.filter((u) => u.searchParams.get('cursor')).length >= 2 && failures < 3
      if (third) failures++
      return third
    }, { status: 502 })
    const client = createRegistryClient({ baseUrl: registry.url, timeoutMs: 500, maxAttempts: 3, random: () => 0 })
    worker = await startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet, schedules: false, imageCapture: false, handlers: { 'mcp.registrySync': createSyncRegistryHandler({ client: () => client, pageSize: 2 }) } })
    await enqueue('mcp.registrySync', { trigger: 'manual' }, { retryDelay: 1, retryBackoff: false })
    await until('the sync job to complete after its retry', async () => (await pool.query(`SELECT last_outcome FROM mcp_registry_sync`)).rows[0]?.last_outcome === 'completed', { timeoutMs: 45_000 })
    const names = (await pool.query(`SELECT name FROM mcp_registry_entries WHERE name LIKE $1 ORDER BY name`, [`${ns}/%`])).rows.map((r) => r.name)
    expect(names).toHaveLength(7)
    expect(failures).toBe(3)
    const state = await readSyncState(pool)
    expect(state.cursor).toBeNull()
    expect(state.highWaterMark).toBeTruthy()
    // The retry started at the failed page: the first two pages were asked once each.
    const firstPages = registry.requests.filter((u) => !u.searchParams.get('cursor'))
    expect(firstPages).toHaveLength(1)
  })

  it('is scheduled hourly, and the package facts daily', async () => {
    expect((await worker.boss.getSchedules('mcp.registrySync')).map((s) => s.cron)).toEqual(['23 * * * *'])
    expect((await worker.boss.getSchedules('mcp.enrich')).map((s) => s.cron)).toEqual(['41 3 * * *'])
  })
})
