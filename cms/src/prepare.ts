import type { Payload } from 'payload'
import { createBoss, ensureQueues } from './jobs/boss'
import { migrations } from './migrations'

/**
 * Brings a database to the current schema: Payload migrations, then pg-boss's own schema and the
 * queues of the job contract. Safe to run on every start.
 */
export async function prepareDatabase(payload: Payload, connectionString: string): Promise<void> {
  await payload.db.migrate({ migrations: migrations as never })
  const boss = createBoss(connectionString, 'worker')
  await boss.start()
  try {
    await ensureQueues(boss)
  } finally {
    await boss.stop({ graceful: false })
  }
}
