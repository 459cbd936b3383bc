import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { withTransaction } from '../db/transaction'
import { lockPosition, settlePosition } from './settlePosition'

export type ScheduleReport = { ended: number; started: number }

/**
 * The scheduling job's work (`ads.schedule`, every minute and at each run's end): every position,
 * one transaction each under its row lock, ends what is due and starts what is queued. Two runs at
 * once (two workers, the cron and an end-time job) queue on the lock and the second finds nothing
 * to do. System action: the worker acts for the site.
 */
export async function runAdSchedule(payload: Payload, now: () => Date = () => new Date()): Promise<ScheduleReport> {
  const { rows } = await poolOf(payload).query<{ id: number }>({
    name: 'ads-positions-with-campaigns',
    text: `SELECT DISTINCT position_id AS id FROM ad_campaigns WHERE status IN ('running', 'queued') ORDER BY position_id`,
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
