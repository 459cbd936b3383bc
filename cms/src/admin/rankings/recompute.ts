import { getProducer, enqueue } from '../../jobs/enqueue'
import type { JobData, JobName } from '../../jobs/contract'
import type { Pool } from '../../db/pool'
import { type Granularity, granularities } from '../../rankings/periods'

/**
 * An editor's manual recompute. Manual runs have their own queue, `rankings.recompute`, created
 * with pg-boss's `exclusive` policy and keyed by period kind: while a recompute of that kind is
 * queued, waiting for a retry or running, a second request is refused by the queue itself (a
 * unique index), so two presses — even at the same instant from two editors — queue one job.
 * Scheduled runs keep their own queue; runs of the same period are serialised by the
 * computation's advisory lock.
 */
export const RECOMPUTE_QUEUE = 'rankings.recompute' satisfies JobName

export type RecomputeRequest = Omit<JobData<'rankings.recompute'>, 'trigger'>
export type RecomputeAnswer = { queued: boolean; jobId: string; state: string }

const pending = ['created', 'retry', 'active'] as const

export const recomputeKey = (granularity: Granularity) => `manual:${granularity}`

/** Queues a manual run unless one of the same kind is queued or running; answers that job either way. */
export async function requestRecompute(request: RecomputeRequest): Promise<RecomputeAnswer> {
  const singletonKey = recomputeKey(request.granularity)
  const jobId = await enqueue(RECOMPUTE_QUEUE, { ...request, trigger: 'manual' }, { singletonKey })
  if (jobId) return { queued: true, jobId, state: 'created' }
  const existing = await pendingRecompute(request.granularity)
  // Refused, but the blocking job finished in between: the next press will queue.
  return existing ? { queued: false, jobId: existing.id, state: existing.state } : { queued: false, jobId: '', state: 'completed' }
}

/** The manual run of this kind that is queued or running, if any. */
export async function pendingRecompute(granularity: Granularity): Promise<{ id: string; state: string; data: JobData<'rankings.recompute'> } | undefined> {
  const boss = await getProducer()
  const jobs = await boss.findJobs<JobData<'rankings.recompute'>>(RECOMPUTE_QUEUE, { key: recomputeKey(granularity) })
  const job = jobs.find((j) => (pending as readonly string[]).includes(j.state))
  return job ? { id: job.id, state: job.state, data: job.data } : undefined
}

export type RecomputeStatus = {
  granularity: Granularity
  /** The latest published period of the main board and when it was computed. */
  latest?: { period: string; computedAt: string }
  pending?: { id: string; state: string; period?: string; replace?: boolean }
  /** The last manual run that ended (completed or failed), for the admin's feedback. */
  last?: { id: string; state: string; completedOn?: string; output?: unknown }
}

/** What the admin screen shows per period kind. */
export async function recomputeStatus(pool: Pool): Promise<RecomputeStatus[]> {
  const boss = await getProducer()
  const { rows } = await pool.query(
    `SELECT DISTINCT ON (granularity) granularity, period, computed_at FROM ranking_snapshots
      WHERE board = 'traffic' AND scope = 'global' AND superseded_at IS NULL
      ORDER BY granularity, period_start DESC`,
  )
  return Promise.all(
    granularities.map(async (granularity) => {
      const row = rows.find((r) => r.granularity === granularity)
      const jobs = await boss.findJobs<JobData<'rankings.recompute'>>(RECOMPUTE_QUEUE, { key: recomputeKey(granularity) })
      const open = jobs.find((j) => (pending as readonly string[]).includes(j.state))
      const done = jobs
        .filter((j) => j.state === 'completed' || j.state === 'failed')
        .sort((a, b) => new Date(b.completedOn ?? 0).getTime() - new Date(a.completedOn ?? 0).getTime())[0]
      return {
        granularity,
        latest: row ? { period: row.period, computedAt: new Date(row.computed_at).toISOString() } : undefined,
        pending: open ? { id: open.id, state: open.state, period: open.data.period, replace: open.data.replace } : undefined,
        last: done ? { id: done.id, state: done.state, completedOn: done.completedOn ? new Date(done.completedOn).toISOString() : undefined, output: done.output } : undefined,
      }
    }),
  )
}
