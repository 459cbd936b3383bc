import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { withTransaction } from '../db/transaction'
import { lockPosition, settlePosition } from './settlePosition'

export type ScheduleReport = { ended: number; started: number }

/**
 * The scheduling job's work (`ads.schedule`, every minute and at each run's end): every position,
 * one transaction each under its row lock, ends what is due and starts what is queued. Two runs at
 * once (two workers, the cron and an end-time job) queue on the lock and the second finds nothing
 * to do. System action: the worker acts for the site. `only` limits a run to some positions (a
 * test's own, so a simulated clock does not end other tests' ads in a shared database).
 */
export async function runAdSchedule(payload: Payload, now: () => Date = () => new Date(), only?: number[]): Promise<ScheduleReport> {
  const { rows } = await poolOf(payload).query<{ id: number }>({
    name: 'ads-positions-with-campaigns',
    text: `SELECT DISTINCT position_id AS id FROM ad_campaigns WHERE status IN ('running', 'queued') AND ($1::int[] IS NULL OR position_id = ANY($1::int[])) ORDER BY position_id`,
    values: [only ?? null],
  })
  const report: ScheduleReport = { ended: 0, started: 0 }
  for (const { id } of rows) {
    await withTransaction(payload, {}, async (tx) => {
      const position = await lockPosition(tx, id)
      if (!position) return
      const settled = await settlePosition(tx, position, now())
      report.ended += settled.ended.length
      report.started += settled.started.length
    })
  }
  return report
}
