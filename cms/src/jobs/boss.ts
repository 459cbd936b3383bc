import { PgBoss } from 'pg-boss'
import { DEAD_LETTER_QUEUE, jobNames, jobs } from './contract'

/**
 * A pg-boss instance on the CMS database. Workers own the schema and maintenance; producers only
 * send, so many storefront and cms processes can share one database without extra chores.
 */
export function createBoss(connectionString: string, role: 'worker' | 'producer'): PgBoss {
  const worker = role === 'worker'
  return new PgBoss({
    connectionString,
    schema: 'pgboss',
    migrate: worker,
    supervise: worker,
    schedule: worker,
    useListenNotify: worker,
    max: worker ? 6 : 2,
  })
}

/** Creates every queue of the contract (idempotent); failed jobs end in the dead-letter queue. */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((q) => q.name))
  if (!existing.has(DEAD_LETTER_QUEUE)) await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 86_400 })
  for (const name of jobNames) {
    const { policy, ...options } = { ...(jobs[name].queue as { policy?: 'exclusive' }), deadLetter: DEAD_LETTER_QUEUE, notify: true }
    // pg-boss fixes a queue's policy when it is created; it cannot be updated.
    if (existing.has(name)) await boss.updateQueue(name, options)
    else await boss.createQueue(name, policy ? { ...options, policy } : options)
  }
}
