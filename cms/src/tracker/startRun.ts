import type { Payload } from 'payload'
import { checkDailyLimit, startTask, TaskLimitReached } from '../backgroundTasks'
import { enqueue } from '../jobs/enqueue'
import { parseLlmEnv } from '../llm/config'
import { trackerPlatformsFor } from './platforms'
import { TRACKER_LIMITS, type TrackerSchedule } from './limits'
import { trackerMessages } from './brandInput'
import { asReqUser, TrackerRefused, type TrackerUser } from './trackerUser'

const DAY = 86_400_000
const every: Record<TrackerSchedule, number> = { none: 0, daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY }

export function nextRunAfter(schedule: TrackerSchedule, from: Date): Date | null {
  return every[schedule] ? new Date(from.getTime() + every[schedule]) : null
}

export const activeRunStatuses = ['queued', 'questions', 'answering', 'analyzing'] as const

/**
 * Starts an analysis of a tracker: the run and its first job (`tracker.questions`) in one
 * transaction, the tracker marked generating and its next scheduled run set. A user may start
 * `runsPerDay` runs per UTC day, counted in that transaction under the owner's lock
 * (background-task kit), so concurrent starts cannot pass the limit; a tracker with a run in
 * progress gets that run back (pressing "start analysis" twice starts nothing twice). `trigger: 'schedule'` is the scheduler's system
 * action: no daily limit, no user access check.
 */
export async function startTrackerRun(payload: Payload, user: TrackerUser | null, trackerId: number, options: { trigger?: 'user' | 'schedule' } = {}) {
  const trigger = options.trigger ?? 'user'
  const asUser = trigger === 'user' && user ? { user: asReqUser(user), overrideAccess: false } : { overrideAccess: true }
  const tracker = await payload.findByID({ collection: 'trackers', id: trackerId, depth: 0, disableErrors: true, ...asUser })
  const ownerId = tracker ? (typeof tracker.owner === 'object' ? tracker.owner.id : tracker.owner) : undefined
  // Public trackers are readable by anyone, but only their owner (or staff) may run them.
  if (!tracker || (trigger === 'user' && user && ownerId !== user.id && user.role !== 'admin')) throw new TrackerRefused(404, 'Tracker not found')

  const settings = parseLlmEnv()
  try {
    return await startTask(
      payload,
      {
        kind: 'tracker-run',
        // The owner's starts (theirs and the scheduler's) take one lock, so the active-run check
        // below and the day's count cannot both pass for two starts at the same moment.
        userId: ownerId as number,
        user: user ? asReqUser(user) : undefined,
      },
      async ({ req }) => {
        const active = await payload.find({ collection: 'tracker-runs', where: { and: [{ tracker: { equals: trackerId } }, { status: { in: [...activeRunStatuses] } }] }, limit: 1, depth: 0, req, overrideAccess: true })
        if (active.docs[0]) return { run: active.docs[0], created: false }
        // Counted after the active-run answer (a second press is not a new start), under the lock.
        if (trigger === 'user') {
          await checkDailyLimit('tracker-run', {
            perDay: TRACKER_LIMITS.runsPerDay,
            countSince: async (since) =>
              (await payload.count({ collection: 'tracker-runs', where: { and: [{ owner: { equals: ownerId } }, { trigger: { equals: 'user' } }, { createdAt: { greater_than_equal: since.toISOString() } }] }, req, overrideAccess: true })).totalDocs,
          })
        }
        const now = new Date()
        // System action: runs are written by the service only; the user's right to the tracker was checked above.
        const run = await payload.create({
          collection: 'tracker-runs',
          data: {
            tracker: trackerId,
            owner: ownerId as number,
            trigger,
            status: 'queued',
            platforms: [...trackerPlatformsFor()],
            samples: TRACKER_LIMITS.samplesPerQuestion,
            webSearch: settings.LLM_WEB_SEARCH === 'true',
            parts: {},
          },
          req,
          overrideAccess: true,
        })
        await payload.update({
          collection: 'trackers',
          id: trackerId,
          data: { status: 'generating', nextRunAt: nextRunAfter((tracker.schedule ?? 'none') as TrackerSchedule, now)?.toISOString() ?? null },
          req,
          overrideAccess: true,
        })
        await enqueue('tracker.questions', { runId: run.id as number }, { req })
        return { run, created: true }
      },
    )
  } catch (err) {
    if (err instanceof TaskLimitReached) throw new TrackerRefused(429, trackerMessages.limitReached)
    throw err
  }
}
