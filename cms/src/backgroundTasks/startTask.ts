import type { Payload, PayloadRequest } from 'payload'
import { withTransaction, type Transaction } from '../db/transaction'
import { lockTaskStarts, refuseOverDailyLimit, type DailyLimit } from './dailyLimit'

export type StartTaskOptions = {
  /** The kind of task ('geo-check', 'tracker-run', later 'payment', 'deployment', …): names its lock. */
  kind: string
  /** The user the start is counted for. */
  userId: number | string
  /** The request user the Local API calls run as (omitted for system starts). */
  user?: PayloadRequest['user']
  /** Per-user daily limit, counted under the lock; without it the lock alone serialises the user's starts. */
  limit?: DailyLimit | ((tx: Transaction) => DailyLimit)
}

/**
 * Starts a background task: one transaction holding the (kind, user) lock, in which the limit is
 * counted and then `create` writes the task's records and enqueues its jobs (`enqueue(…, { req:
 * tx.req })`), so a task never exists without its job, a job never without its task, and
 * concurrent starts at the limit admit exactly as many as there is room for.
 */
export async function startTask<T>(payload: Payload, options: StartTaskOptions, create: (tx: Transaction) => Promise<T>): Promise<T> {
  return withTransaction(payload, { user: options.user as never }, async (tx) => {
    const limit = typeof options.limit === 'function' ? options.limit(tx) : options.limit
    if (limit) await refuseOverDailyLimit(tx.sql, options.kind, options.userId, limit)
    else await lockTaskStarts(tx.sql, options.kind, options.userId)
    return create(tx)
  })
}
