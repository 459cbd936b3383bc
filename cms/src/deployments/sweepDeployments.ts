import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { sql, withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { UNPAID_ORDER_TTL_MS } from '../orders/orderRefs'
import type { DeploymentRuntime } from './runtime'

export type SweepResult = { expired: number; orphans: number; stuck: number; expiringSoon: number[] }

/** How many instances are removed at once (each a namespace deletion on Kubernetes). */
const REMOVE_CONCURRENCY = 64
const BATCH = 1000

async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!)
  }))
}

/**
 * The `deploy.expire` job (every minute): removes instances whose time is over and marks them
 * expired; fails deployments stuck in progress far past the ready timeout (a job lost for good);
 * removes orphans — instances on the runtime that no live deployment owns (a worker killed between
 * creating and recording) — and queues the expiry mail of deployments due within `mailBeforeMs`, each
 * once. It works by time, not by schedule, so after downtime one run catches up on
 * everything missed. An instance is marked expired only once its removal succeeded.
 */
export async function sweepDeployments(payload: Payload, runtime: DeploymentRuntime, options: { now?: Date; mailBeforeMs?: number; stuckAfterMs?: number } = {}): Promise<SweepResult> {
  const pool = poolOf(payload)
  const now = options.now ?? new Date()
  const result: SweepResult = { expired: 0, orphans: 0, stuck: 0, expiringSoon: [] }

  for (;;) {
    const due = await pool.query<{ id: number; instance: string }>(
      `SELECT id, instance FROM deployments WHERE state = 'deployed' AND expires_at <= $1 ORDER BY expires_at LIMIT ${BATCH}`,
      [now],
    )
    if (due.rows.length === 0) break
    const removed: number[] = []
    await eachLimited(due.rows, REMOVE_CONCURRENCY, async (row) => {
      try {
        await runtime.remove(row.instance)
        removed.push(row.id)
      } catch {
        // Left deployed: the next sweep tries again.
      }
    })
    if (removed.length === 0) break
    const marked = await pool.query(
      `UPDATE deployments SET state = 'expired', ended_at = $2, sealed_secrets = NULL, updated_at = now() WHERE id = ANY($1::int[]) AND state = 'deployed'`,
      [removed, now],
    )
    result.expired += marked.rowCount ?? 0
    if (removed.length < due.rows.length) break
  }

  const stuckAfterMs = options.stuckAfterMs ?? 3 * 3600_000
  const stuck = await pool.query<{ id: number; instance: string }>(
    `SELECT id, instance FROM deployments WHERE state = 'in-progress' AND created_at <= $1 LIMIT ${BATCH}`,
    [new Date(now.getTime() - stuckAfterMs)],
  )
  for (const row of stuck.rows) {
    await runtime.remove(row.instance).catch(() => undefined)
    const moved = await pool.query(
      `UPDATE deployments SET state = 'failed', failure_reason = 'The deployment did not finish in time', ended_at = $2, sealed_secrets = NULL, updated_at = now() WHERE id = $1 AND state = 'in-progress'`,
      [row.id, now],
    )
    result.stuck += moved.rowCount ?? 0
  }

  // A deployment whose order was never paid (the order expired): it stops counting against the limit.
  await pool.query(
    `UPDATE deployments SET state = 'failed', failure_reason = 'The order was not paid', ended_at = $1, sealed_secrets = NULL, updated_at = now() WHERE state = 'awaiting-payment' AND created_at <= $2`,
    [now, new Date(now.getTime() - UNPAID_ORDER_TTL_MS - 3600_000)],
  )

  // A failed deployment keeps its sealed secrets for a day, so its owner can retry it; then they go.
  await pool.query(`UPDATE deployments SET sealed_secrets = NULL WHERE state = 'failed' AND sealed_secrets IS NOT NULL AND ended_at <= $1`, [new Date(now.getTime() - 24 * 3600_000)])

  const held = await runtime.instances()
  if (held.length > 0) {
    const live = await pool.query<{ instance: string }>(`SELECT instance FROM deployments WHERE instance = ANY($1::text[]) AND state IN ('awaiting-payment', 'in-progress', 'deployed')`, [held])
    const owned = new Set(live.rows.map((r) => r.instance))
    const orphans = held.filter((name) => !owned.has(name))
    await eachLimited(orphans, REMOVE_CONCURRENCY, async (name) => {
      await runtime.remove(name).catch(() => undefined)
      result.orphans++
    })
  }

  // Claimed and queued in one transaction: each mail is queued once, and never claimed without its job.
  const mailBeforeMs = options.mailBeforeMs ?? 3600_000
  result.expiringSoon = await withTransaction(payload, {}, async (tx) => {
    const claimed = await tx.sql.execute<{ id: number }>(
      sql`UPDATE deployments SET expiry_mailed_at = ${now} WHERE state = 'deployed' AND expiry_mailed_at IS NULL AND expires_at > ${now} AND expires_at <= ${new Date(now.getTime() + mailBeforeMs)} RETURNING id`,
    )
    for (const { id } of claimed.rows) await enqueue('deploy.mail', { deploymentId: id }, { req: tx.req, singletonKey: `deploy-mail:${id}` })
    return claimed.rows.map((r) => r.id)
  })
  return result
}
