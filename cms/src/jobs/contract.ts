import { z } from 'zod'
import { granularities } from '../rankings/periods'
import { searchEntities } from '../search/documents'

/**
 * The job contract shared by producers (cms hooks, storefront, seed) and the tasks worker:
 * queue names, payload schemas and retry policy. A payload that does not parse is refused at send
 * time, and again by the worker, so a bad job never runs half-way.
 */
export const DEAD_LETTER_QUEUE = 'dead-letter'

type JobSpec = {
  schema: z.ZodType
  /** pg-boss queue options: retries with exponential backoff, then the dead-letter queue. */
  queue: { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number; expireInSeconds: number }
}

export const jobs = {
  'search.index': {
    schema: z.object({ entity: z.enum(searchEntities), id: z.number().int().positive(), op: z.enum(['upsert', 'delete']) }),
    queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 120 },
  },
  'search.rebuild': {
    schema: z.object({ entities: z.array(z.enum(searchEntities)).optional() }),
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 1800 },
  },
  /**
   * Publishes every board of one period. Without `period` the last complete period of the
   * granularity at run time (what the cron schedules send). Reruns keep the published snapshot
   * unless `replace` (an editor's recompute after a data correction).
   */
  'rankings.compute': {
    schema: z.object({
      granularity: z.enum(granularities),
      period: z.string().regex(/^\d{4}-(\d{2}|W\d{2}|Q[1-4])$/).optional(),
      replace: z.boolean().optional(),
      trigger: z.enum(['schedule', 'manual', 'seed']).default('manual'),
    }),
    // Data for a closed period may land a little late: retry over about a day before giving up.
    queue: { retryLimit: 8, retryDelay: 600, retryBackoff: true, retryDelayMax: 7200, expireInSeconds: 900 },
  },
  /** Pulls one period of traffic for every product domain from the configured provider. */
  'traffic.fetch': {
    schema: z.object({ granularity: z.enum(['month', 'week']), period: z.string().regex(/^\d{4}-(\d{2}|W\d{2})$/).optional() }),
    queue: { retryLimit: 4, retryDelay: 300, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 3600 },
  },
} as const satisfies Record<string, JobSpec>

export type JobName = keyof typeof jobs
export type JobData<N extends JobName> = z.infer<(typeof jobs)[N]['schema']>
export const jobNames = Object.keys(jobs) as JobName[]

export function parseJobData<N extends JobName>(name: N, data: unknown): JobData<N> {
  return jobs[name].schema.parse(data) as JobData<N>
}
