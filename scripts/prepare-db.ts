/** Migrates the configured database and installs the job queues (used by start and CI). */
import { payloadClient, prepareDatabase } from '@aidir/cms'

const payload = await payloadClient()
await prepareDatabase(payload, process.env.DATABASE_URL!)
console.log('database ready')
await payload.destroy()
process.exit(0)
