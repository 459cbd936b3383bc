/**
 * Seeding the real catalogue into an empty database: `pnpm bench:seed`. Starts its own throw-away
 * embedded PostgreSQL, migrates, then times the loader (validation, one transaction, search
 * index, traffic series, rankings: each phase is printed), and a second, unchanged run. Budget
 * (issue 2): under 60 s; issue 13: no worse than 10 % per record than the commit before it.
 */
import { throwAwayDatabase } from './lib'

const db = await throwAwayDatabase('seed')
process.env.DATABASE_URL = db.url
process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789'
process.env.LOG_LEVEL = 'warn'
const { payloadClient, prepareDatabase } = await import('@aidir/cms')
const { loadCatalogue } = await import('@aidir/seed/load')
const startedAt = Date.now()
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
console.log(`client and migrations: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)

const steps: string[] = []
const first = await loadCatalogue(payload, { log: (l) => steps.push(l.trim()) })
console.log(`first load (empty database): ${(first.ms / 1000).toFixed(1)} s — ${first.created} records created (${(first.ms / first.created).toFixed(1)} ms a record), ${first.searchDocuments} search documents`)
console.log(`  steps: ${steps.join(', ')}`)
const second = await loadCatalogue(payload)
console.log(`second load (nothing changed): ${(second.ms / 1000).toFixed(1)} s — ${second.created} created, ${second.updated} updated, ${second.unchanged} unchanged`)

;(payload.db as unknown as { pool: { on(e: string, f: () => void): void } }).pool.on('error', () => {})
await payload.destroy()
await db.stop()
process.exit(0)
