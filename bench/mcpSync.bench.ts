/**
 * The official MCP Registry sync at scale: `pnpm bench:mcp-sync`. A throw-away embedded
 * PostgreSQL, migrated, with 200 catalogue MCP servers; a local registry on 127.0.0.1 speaking the
 * official API (cursor paging, 100 a page, the registry's maximum) serving MCP_SYNC_BENCH_ENTRIES
 * (10,000) servers shaped like real ones (packages with environment variables, remotes,
 * repository). Timed: the first full sync into the empty entries, a re-run asking from the start
 * (every entry unchanged: nothing written), and an incremental run after 100 servers changed.
 * Budget (issue 19): 10,000 registry entries under 60 s.
 */
import { readFile } from 'node:fs/promises'
import { registryItem, startFakeRegistry } from '../tests/fakes/mcpRegistry'
import { throwAwayDatabase } from './lib'

const ENTRIES = Number(process.env.MCP_SYNC_BENCH_ENTRIES ?? 10_000)
const CATALOGUE = 200
const loadavg = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')

const db = await throwAwayDatabase('mcp-sync')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production' })
const { payloadClient, prepareDatabase, poolOf, stopProducer } = await import('@aidir/cms')
const { createRegistryClient, syncRegistry } = await import('@aidir/cms/mcpRegistry')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
const pool = poolOf(payload)

const nameOf = (i: number) => `io.github.bench-org-${Math.floor(i / 10)}/server-${String(i).padStart(5, '0')}`
const item = (i: number, updatedAt: string, version = '1.2.0') =>
  registryItem(nameOf(i), {
    version,
    updatedAt,
    publishedAt: '2026-01-01T00:00:00Z',
    status: i % 97 === 0 ? 'deprecated' : 'active',
    server: {
      title: `Bench server ${i}`,
      description: `An MCP server for benchmarking the registry sync, number ${i}, with tools for files and search`,
      websiteUrl: `https://bench-${i}.example.com`,
      repository: { url: `https://github.com/bench-org-${Math.floor(i / 10)}/mono`, source: 'github', id: `repo-${i}`, subfolder: `servers/s${i}` },
      packages: [
        {
          registryType: i % 3 === 0 ? 'pypi' : 'npm',
          registryBaseUrl: i % 3 === 0 ? 'https://pypi.org' : 'https://registry.npmjs.org',
          identifier: i % 3 === 0 ? `bench-server-${i}` : `@bench-${Math.floor(i / 10)}/server-${i}`,
          version,
          transport: { type: 'stdio' },
          environmentVariables: [
            { name: 'BENCH_API_KEY', description: 'API key for the bench service', isRequired: true, isSecret: true },
            { name: 'BENCH_REGION', description: 'Region', default: 'us-east-1' },
          ],
        },
      ],
      ...(i % 4 === 0 ? { remotes: [{ type: 'streamable-http', url: `https://mcp.bench-${i}.example.com/mcp`, headers: [{ name: 'Authorization', isSecret: true }] }] } : {}),
    },
  })

// Catalogue records, every 50th upstream server: matched by name, by package or by repository.
for (let k = 0; k < CATALOGUE; k++) {
  const i = k * Math.floor(ENTRIES / CATALOGUE)
  await payload.create({
    collection: 'mcp-servers',
    data: {
      key: `bench-${i}`,
      name: k % 2 === 0 ? nameOf(i) : `io.github.curated/bench-${i}`,
      title: `Curated ${i}`,
      description: 'Curated description',
      status: 'published',
      packages: k % 2 === 1 ? [{ registryType: i % 3 === 0 ? 'pypi' : 'npm', identifier: i % 3 === 0 ? `bench-server-${i}` : `@bench-${Math.floor(i / 10)}/server-${i}`, transport: 'stdio' }] : [],
    } as never,
    overrideAccess: true,
    context: { skipSearchIndex: true },
  })
}

const fake = await startFakeRegistry(Array.from({ length: ENTRIES }, (_, i) => item(i, '2026-06-01T00:00:00Z')))
const client = createRegistryClient({ baseUrl: fake.url, timeoutMs: 15_000 })
const run = async (label: string) => {
  const load = await loadavg()
  const started = performance.now()
  const result = await syncRegistry(pool, client, { pageSize: 100 })
  const ms = performance.now() - started
  const c = result.counts
  console.log(
    `${label}: ${(ms / 1000).toFixed(2)} s — ${c.pages} pages, ${c.received} received, ${c.written} written, ${c.unchanged} unchanged, ${c.matched} matched, ${c.mirrored} mirrored` +
      ` (${Math.round((c.received / ms) * 1000)} entries/s; load average before: ${load}, after: ${await loadavg()})`,
  )
  return ms
}

console.log(`${ENTRIES} registry entries, ${CATALOGUE} catalogue servers`)
const full = await run('first sync into an empty database')
await pool.query(`UPDATE mcp_registry_sync SET high_water_mark = NULL`)
await run('re-run from the start, nothing changed')
const now = new Date().toISOString()
fake.put(...Array.from({ length: 100 }, (_, k) => item(k * 37, now, '1.3.0')))
await pool.query(`UPDATE mcp_registry_sync SET high_water_mark = $1`, [new Date(Date.now() - 60_000)])
await run('incremental run after 100 servers changed')
const { rows } = await pool.query(`SELECT count(*)::int AS entries, count(mcp_server_id)::int AS matched FROM mcp_registry_entries`)
console.log(`stored: ${rows[0].entries} entries, ${rows[0].matched} matched to catalogue records; budget 60 s: ${full < 60_000 ? 'met' : 'MISSED'}`)

await fake.close()
await stopProducer()
// The database stops under the pool's idle connections: their goodbye is not an error.
;(payload.db as unknown as { pool: { on(e: string, f: () => void): void } }).pool.on('error', () => {})
await payload.destroy()
await db.stop()
process.exit(full < 60_000 ? 0 : 1)
