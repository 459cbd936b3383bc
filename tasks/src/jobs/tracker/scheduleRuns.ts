import { startTrackerRun } from '@aidir/cms/tracker'
import type { Handler } from '../types'

/**
 * tracker.schedule (hourly): starts a run for every tracker whose next scheduled run is due. The
 * run's start moves `nextRunAt` on in the same transaction, and a tracker with a run in progress
 * gets no second one, so a repeated or overlapping tick starts nothing twice. System action.
 */
export const scheduleRuns: Handler<'tracker.schedule'> = async (_data, { payload, log }) => {
  const due = await payload.find({
    collection: 'trackers',
    where: { and: [{ schedule: { not_equals: 'none' } }, { nextRunAt: { less_than_equal: new Date().toISOString() } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    // The id comes with any selection; the generated Select types name only fields.
    select: { schedule: true },
  })
  let started = 0
  for (const t of due.docs) {
    try {
      const { created } = await startTrackerRun(payload, null, t.id as number, { trigger: 'schedule' })
      if (created) started++
    } catch (err) {
      log.warn({ err, trackerId: t.id }, 'scheduled tracker run not started')
    }
  }
  return { due: due.docs.length, started }
}
