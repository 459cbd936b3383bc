import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '@aidir/cms/db'

/**
 * A fresh PostgreSQL for this test run (never the dev data): the embedded server in a temporary
 * directory, or a new database on the server of TEST_DATABASE_URL. Migrated, job queues created
 * and the real catalogue loaded, once for all test files.
 */
let teardown: (() => Promise<void>) | undefined

export default async function setup() {
  if (process.env.AIDIR_TEST_DB_READY) return
  // End-to-end tests against an already running storefront bring their own database.
  if (process.env.STOREFRONT_URL) return
  process.env.PAYLOAD_SECRET ??= 'test-secret-0123456789abcdef'
  process.env.LOG_LEVEL ??= 'warn'
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aidir-test-'))
  // As root, PostgreSQL runs as a separate system user that must reach its data directory.
  await chmod(dir, 0o755)
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false })
  process.env.DATABASE_URL = db.url
  process.env.AIDIR_TEST_DB_READY = '1'
  teardown = async () => {
    try {
      await db.stop()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
  // Imported only now: the CMS config reads DATABASE_URL when it loads.
  const { payloadClient, prepareDatabase } = await import('@aidir/cms')
  const { loadCatalogue } = await import('@aidir/seed/load')
  const payload = await payloadClient()
  await prepareDatabase(payload, db.url)
  await loadCatalogue(payload)
  // The adapter keeps one client checked out for good, so the pool cannot be ended; when the
  // server stops at teardown its clients report the closed connection, which is expected here.
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  await payload.destroy()
  return async () => {
    await teardown?.()
  }
}
