/** The tasks service: one process working every job queue, stopped cleanly on SIGINT/SIGTERM. */
import { env, EnvError, payloadClient } from '@aidir/cms'
import { log } from './log'
import { startWorker } from './worker'

let settings
try {
  settings = env()
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}

const payload = await payloadClient()
const worker = await startWorker({ payload, connectionString: settings.DATABASE_URL, log })

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'shutting down')
  await worker.stop()
  await payload.destroy()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
