/**
 * Brings the configured database up to date before the services start: migrations, job queues,
 * the catalogue when the database is empty, and a first editor and admin account (printed once).
 */
import { randomBytes } from 'node:crypto'
import { env, payloadClient, poolOf, prepareDatabase, stopProducer } from '@aidir/cms'
import { dropRenderCachesUnlessSameSource, isBuilt } from './lib/build'
import { loadCatalogue } from '@aidir/seed/load'

const payload = await payloadClient()
try {
  await prepareDatabase(payload, process.env.DATABASE_URL!)
  if (isBuilt('storefront') && dropRenderCachesUnlessSameSource('storefront', { database: await databaseIdentity(), edition: env().EDITION, siteUrl: env().SITE_URL, defaultLanguage: env().DEFAULT_LANGUAGE })) {
    console.log('storefront: cached pages dropped (they came from another database, edition or public address)')
  }
  const { totalDocs } = await payload.count({ collection: 'products', overrideAccess: true })
  if (totalDocs === 0) {
    console.log('empty database: loading the catalogue…')
    // The tasks worker builds the search index right after start; the pages do not wait for it.
    const report = await loadCatalogue(payload, { searchIndex: 'enqueue', rankings: 'enqueue' })
    console.log(`catalogue loaded in ${report.ms} ms (${report.created} records; search index queued)`)
  }
  for (const role of ['editor', 'admin'] as const) {
    const email = `${role}@example.com`
    const { totalDocs: exists } = await payload.count({ collection: 'users', where: { role: { equals: role } }, overrideAccess: true })
    if (exists > 0) continue
    const password = randomBytes(9).toString('base64url')
    await payload.create({ collection: 'users', data: { email, password, role, name: role === 'admin' ? 'Administrator' : 'Editor', _verified: true }, overrideAccess: true, disableVerificationEmail: true })
    console.log(`created the ${role} account for the admin panel: ${email} / ${password} (shown once; change it after signing in)`)
  }
} finally {
  await stopProducer()
  await payload.destroy()
}
process.exit(0)

/** Which database this is: the cluster's identifier (where readable) and the database's oid. */
async function databaseIdentity(): Promise<string> {
  const db = poolOf(payload)
  const { rows } = await db.query<{ oid: string }>(`SELECT oid::text FROM pg_database WHERE datname = current_database()`)
  const cluster = await db
    .query<{ id: string }>(`SELECT system_identifier::text AS id FROM pg_control_system()`)
    .then((r) => r.rows[0]!.id)
    // Not readable without monitoring rights: the server's address and database name stand in.
    .catch(() => {
      const url = new URL(process.env.DATABASE_URL!)
      return url.host + url.pathname
    })
  return `${cluster}:${rows[0]!.oid}`
}
