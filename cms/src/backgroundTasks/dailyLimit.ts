import { sql, type TransactionSql } from '../db/transaction'

export const LIMIT_REACHED = 'Submission limit reached'

/** A start refused by a per-user limit (the API answers 429 with this message). */
export class TaskLimitReached extends Error {
  readonly status = 429
  constructor(readonly kind: string, message = LIMIT_REACHED) {
    super(message)
  }
}

export type DailyLimit = {
  /** Starts one user may make per UTC day. */
  perDay: number
  /** How many the user started since `since`, read inside the starting transaction. */
  countSince(since: Date): Promise<number>
}

export const startOfUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

/**
 * Takes the transaction lock of (kind, user), then counts: every start of that kind by that user
 * waits here until the one before it commits or rolls back, so two starts at the same moment
 * cannot both see room for one more. The lock ends with the transaction.
 */
export async function lockTaskStarts(tx: TransactionSql, kind: string, userId: number | string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${kind}), hashtext(${String(userId)}))`)
}

/**
 * The same lock as lockTaskStarts, as a statement without parameters, for a transaction that sends
 * it together with BEGIN (db/pool.ts inTransaction `first`). Only a plain kind and an integer user
 * id are accepted, so nothing in it needs quoting.
 */
export function taskStartsLockStatement(kind: string, userId: number): string {
  if (!/^[a-z][a-z-]*$/.test(kind) || !Number.isSafeInteger(userId)) throw new Error(`no lock statement for (${kind}, ${userId})`)
  return `SELECT pg_advisory_xact_lock(hashtext('${kind}'), hashtext('${userId}'))`
}

/** Refuses when the day's starts are used up; call it under the lock (startTask holds it). */
export async function checkDailyLimit(kind: string, limit: DailyLimit): Promise<void> {
  if ((await limit.countSince(startOfUtcDay())) >= limit.perDay) throw new TaskLimitReached(kind)
}

export async function refuseOverDailyLimit(tx: TransactionSql, kind: string, userId: number | string, limit: DailyLimit): Promise<void> {
  await lockTaskStarts(tx, kind, userId)
  await checkDailyLimit(kind, limit)
}
