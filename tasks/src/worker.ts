import { createBoss, ensureQueues, env, jobNames, jobs, parseJobData, schedules, type JobName } from '@aidir/cms'
import type { JobResult, PgBoss } from 'pg-boss'
import type { Payload } from 'payload'
import { ZodError } from 'zod'
import { handlers as defaultHandlers } from './jobs'
import { scheduleRankings } from './jobs/rankings/schedules'
import { closeSharedBrowser } from './jobs/images/browser'
import { scheduleImageCaptures } from './jobs/images/scheduleCaptures'
import type { Handlers } from './jobs/types'
import type { Log } from './log'

export type Worker = { boss: PgBoss; stop: () => Promise<void> }

/**
 * Starts pg-boss on the CMS database and works every queue of the contract. Jobs are fetched in
 * batches and woken by LISTEN/NOTIFY; each job gets its own outcome: done, failed (retried with
 * backoff, then dead-lettered by pg-boss) or, for a payload that breaks the contract,
 * dead-lettered at once since retrying cannot fix it.
 */
export async function startWorker(options: {
  payload: Payload
  connectionString: string
  log: Log
  handlers?: Partial<Handlers>
  batchSize?: number
  /** Cron schedules of the rankings (default on), in this time zone (default RANKINGS_TIME_ZONE). */
  schedules?: boolean
  /** The hourly image capture schedule; default IMAGE_CAPTURE=on (off: the schedule is removed). */
  imageCapture?: boolean
  timeZone?: string
}): Promise<Worker> {
  const { payload, log } = options
  const handlers = { ...defaultHandlers, ...options.handlers } as Handlers
  const boss = createBoss(options.connectionString, 'worker')
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'))
  await boss.start()
  await ensureQueues(boss)
  for (const s of schedules) await boss.schedule(s.name, s.cron, s.data, { tz: 'UTC', ...(s.key ? { key: s.key } : {}) })
  if (options.schedules !== false) await scheduleRankings(boss, options.timeZone ?? env().RANKINGS_TIME_ZONE)
  await scheduleImageCaptures(boss, options.imageCapture ?? env().IMAGE_CAPTURE === 'on')

  for (const name of jobNames) {
    const work = (jobs[name] as { work?: { localConcurrency?: number; batchSize?: number } }).work ?? {}
    await boss.work(
      name,
      {
        batchSize: work.batchSize ?? options.batchSize ?? 10,
        localConcurrency: work.localConcurrency ?? 1,
        burstWhenBatchFull: true,
        perJobResults: true,
        // New jobs wake the worker through NOTIFY; retries become due silently, so the backstop
        // poll decides how soon a retry runs after its backoff delay.
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
      },
      async (batch): Promise<JobResult[]> => {
        const results: JobResult[] = []
        for (const job of batch) results.push(await runOne(name, job, handlers, payload, log))
        return results
      },
    )
  }
  log.info({ queues: jobNames }, 'worker started')

  return {
    boss,
    async stop() {
      // Let running jobs finish (up to 30 s), then close connections.
      await boss.stop({ graceful: true, timeout: 30_000 })
      await closeSharedBrowser()
      log.info('worker stopped')
    },
  }
}

async function runOne(
  name: JobName,
  job: { id: string; data: unknown; retryCount?: number },
  handlers: Handlers,
  payload: Payload,
  log: Log,
): Promise<JobResult> {
  let data
  try {
    data = parseJobData(name, job.data)
  } catch (err) {
    const issues = err instanceof ZodError ? err.issues.map((i) => `${i.path.join('.')}: ${i.message}`) : [String(err)]
    log.error({ job: job.id, queue: name, issues }, 'job payload breaks the contract; dead-lettered')
    return { id: job.id, status: 'deadletter', output: { error: 'invalid payload', issues } }
  }
  try {
    const handler = handlers[name] as (d: unknown, c: unknown) => Promise<unknown>
    const output = await handler(data, { payload, log, jobId: job.id, attempt: (job.retryCount ?? 0) + 1 })
    return { id: job.id, status: 'completed', output: output ?? null }
  } catch (err) {
    log.warn({ err, job: job.id, queue: name, attempt: (job.retryCount ?? 0) + 1 }, 'job failed')
    return { id: job.id, status: 'failed', output: { error: (err as Error).message } }
  }
}
