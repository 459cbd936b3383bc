import { z } from 'zod'
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
  queue: { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number; expireInSeconds: number; heartbeatSeconds?: number }
  /** How the worker takes this queue: jobs at once per process, fetched how many at a time. */
  work?: { localConcurrency?: number; batchSize?: number }
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
   * Ask one platform a check's question (all its samples) and score the answers. Mostly waiting on
   * vendors, so many run at once (the per-platform limit in the LLM layer protects the vendors);
   * fetched one at a time so the queue stays first come, first served. A worker that dies stops
   * its heartbeat, and the job is retried after 10 to 20 s; samples already stored are kept.
   */
  'geo.detect': {
    schema: z.object({ detectionId: z.number().int().positive(), run: z.number().int().min(1) }),
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 900, heartbeatSeconds: 10 },
    work: { localConcurrency: 16, batchSize: 1 },
  },
  /** Tell support staff about something to act on (a GEO lead): one admin notification per record. */
  'support.notify': {
    schema: z.object({ kind: z.enum(['geo-lead']), id: z.number().int().positive() }),
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
  },
} as const satisfies Record<string, JobSpec>

export type JobName = keyof typeof jobs
export type JobData<N extends JobName> = z.infer<(typeof jobs)[N]['schema']>
export const jobNames = Object.keys(jobs) as JobName[]

export function parseJobData<N extends JobName>(name: N, data: unknown): JobData<N> {
  return jobs[name].schema.parse(data) as JobData<N>
}
