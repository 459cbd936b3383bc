import type { JobData } from '@aidir/cms'
import type { PgBoss } from 'pg-boss'

/**
 * SPEC §9: weekly rankings update on Wednesday, monthly ones on the 8th; quarterly ones on the 8th
 * of the month after the quarter. Traffic for the closed period is fetched a few hours earlier.
 * Cron expressions are read in the edition's time zone (RANKINGS_TIME_ZONE).
 */
type Schedule =
  | { key: string; queue: 'rankings.compute'; cron: string; data: JobData<'rankings.compute'> }
  | { key: string; queue: 'traffic.fetch'; cron: string; data: JobData<'traffic.fetch'> }

export const schedules: Schedule[] = [
  { key: 'traffic-weekly', queue: 'traffic.fetch', cron: '0 1 * * 3', data: { granularity: 'week' } },
  { key: 'traffic-monthly', queue: 'traffic.fetch', cron: '0 1 8 * *', data: { granularity: 'month' } },
  { key: 'rankings-weekly', queue: 'rankings.compute', cron: '0 4 * * 3', data: { granularity: 'week', trigger: 'schedule' } },
  { key: 'rankings-monthly', queue: 'rankings.compute', cron: '0 4 8 * *', data: { granularity: 'month', trigger: 'schedule' } },
  { key: 'rankings-quarterly', queue: 'rankings.compute', cron: '30 4 8 1,4,7,10 *', data: { granularity: 'quarter', trigger: 'schedule' } },
]

/** Creates or updates the schedules (idempotent: keyed per queue). */
export async function scheduleRankings(boss: PgBoss, tz: string): Promise<void> {
  for (const s of schedules) await boss.schedule(s.queue, s.cron, s.data, { tz, key: s.key })
}
