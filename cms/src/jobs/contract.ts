import { z } from 'zod'
import { granularities } from '../rankings/periods'
import { searchEntities } from '../search/documents'
import { platformIds } from '../llm/platforms'
import { CONTENT_TAG, cacheTag } from '../revalidation/tags'
import { captureCollections } from '../imageCapture/targets'

/**
 * The job contract shared by producers (cms hooks, storefront, seed) and the tasks worker:
 * queue names, payload schemas and retry policy. A payload that does not parse is refused at send
 * time, and again by the worker, so a bad job never runs half-way.
 */
export const DEAD_LETTER_QUEUE = 'dead-letter'

type JobSpec = {
  schema: z.ZodType
  /** pg-boss queue options: retries with exponential backoff, then the dead-letter queue. */
  queue: { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number; expireInSeconds: number; heartbeatSeconds?: number; policy?: 'exclusive' }
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
   * A content change: the storefront and the edge drop the cached pages and data carrying these
   * tags at once (else within 60 s). `collection` says what changed, for the logs; a job queued
   * before tags existed flushes everything.
   */
  'storefront.revalidate': {
    schema: z.object({ collection: z.string().min(1).max(64), tags: z.array(cacheTag).min(1).max(200).default([CONTENT_TAG]) }),
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  },
  /**
   * Ask one platform a check's question (all its samples) and score the answers. Mostly waiting on
   * vendors, so many run at once (the per-platform limit in the LLM layer protects the vendors);
   * fetched one at a time so the queue stays first come, first served. A worker that dies stops
   * its heartbeat; the next supervision pass (pg-boss, every 60 s) fails the job and it is retried, keeping the samples already stored.
   */
  'geo.detect': {
    schema: z.object({ detectionId: z.number().int().positive(), run: z.number().int().min(1) }),
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 900, heartbeatSeconds: 10 },
    work: { localConcurrency: 16, batchSize: 1 },
  },
  /** Brand tracker, step 1 of a run: the query questions, then one `tracker.answer` job per platform. */
  'tracker.questions': {
    schema: z.object({ runId: z.number().int().positive() }),
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 300 },
  },
  /**
   * Every question of a run on one platform. A platform down fails only its part; answers already
   * stored survive a killed worker (heartbeat) and are not asked again. Mostly waiting on vendors,
   * so many run at once; the per-platform limit in the LLM layer protects each vendor.
   */
  'tracker.answer': {
    schema: z.object({ runId: z.number().int().positive(), platform: z.enum(platformIds) }),
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 3600, heartbeatSeconds: 10 },
    work: { localConcurrency: 16, batchSize: 1 },
  },
  /** The report of a run, from its stored answers, once every platform's part is settled. */
  'tracker.analyze': {
    schema: z.object({ runId: z.number().int().positive() }),
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 600 },
  },
  /**
   * A finished report announced by text to its owner's verified notification phone (the subscription
   * made in the notification modal). One job per run (id derived from the run); only transient
   * vendor failures are retried.
   */
  'tracker.notify': {
    schema: z.object({ runId: z.number().int().positive() }),
    queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
  },
  /** Hourly (see `schedules`): starts the scheduled re-runs of trackers that are due. */
  'tracker.schedule': {
    schema: z.object({}).passthrough(),
    queue: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 900 },
  },
  /** Tell support staff about something to act on (a GEO lead): one admin notification per record. */
  'support.notify': {
    schema: z.object({ kind: z.enum(['geo-lead', 'fact-report', 'order-paid', 'order-flagged', 'deployment-request', 'market-request', 'mcp-submission']), id: z.number().int().positive() }),
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
  },
  /**
   * Applies one received payment event (orders/fulfilment.ts) to its order, exactly once: the event
   * row is marked applied in the transaction that moves the order, so a retry, a redelivery or a
   * worker killed half-way changes nothing twice.
   */
  'orders.fulfil': {
    schema: z.object({ eventRowId: z.number().int().positive() }),
    queue: { retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
    // Batches of five: a full batch fetches again at once (pg-boss bursts only when batchSize > 1), so a
    // backlog drains at the workers' pace instead of one job per worker per poll.
    work: { localConcurrency: 4, batchSize: 5 },
  },
  /**
   * One mail to an order's owner (paid, approved, rejected; for an ad also started, ended, refunded), sent at most once: the order's log
   * records it under the order's lock (orders/orderMails.ts). Mail servers have bad minutes: retried for about an hour.
   */
  'orders.mail': {
    schema: z.object({ orderId: z.number().int().positive(), mail: z.enum(['paid', 'approved', 'rejected', 'started', 'ended', 'refunded']) }),
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120 },
  },
  /** The invoice-issued mail to the buyer, sent once (invoices/invoiceMail.ts marks it sent). */
  'invoices.mailIssued': {
    schema: z.object({ id: z.number().int().positive() }),
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60 },
  },
  /** Every 10 minutes: asks the provider about attempts left open (a lost webhook), closes and expires what is past its time. */
  'orders.reconcile': {
    schema: z.object({}).passthrough(),
    queue: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
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
  /**
   * An editor's recompute from the admin (cms/src/admin/rankings/recompute.ts), worked by the same handler.
   * `exclusive`: one job per singleton key (the period kind) queued, retrying or running, enforced
   * by pg-boss's unique index, so a second press queues nothing. Not retried for long: the editor
   * is waiting and can press again.
   */
  'rankings.recompute': {
    schema: z.object({
      granularity: z.enum(granularities),
      period: z.string().regex(/^\d{4}-(\d{2}|W\d{2}|Q[1-4])$/).optional(),
      replace: z.boolean().optional(),
      trigger: z.enum(['manual']).default('manual'),
    }),
    queue: { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 900, policy: 'exclusive' },
  },
  /**
   * Ends ad campaigns whose paid days are over and starts queued ones as slots free (ads/runAdSchedule.ts).
   * Every minute, and at each run's end; idempotent under each position's row lock.
   */
  'ads.schedule': {
    schema: z.object({}).passthrough(),
    queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 120 },
  },
  /**
   * Refunds a paid ad that has no position to run in (ads/refundUnplaceable.ts): queued in the
   * transaction that found no comparable position. `exclusive` per order (singleton key
   * `ad-refund:<order>`); the refund itself is idempotent, so a retry never refunds twice.
   */
  'ads.refund': {
    schema: z.object({ orderId: z.number().int().positive() }),
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 120, policy: 'exclusive' },
  },
  /** Pulls one period of traffic for every product domain from the configured provider. */
  'traffic.fetch': {
    schema: z.object({ granularity: z.enum(['month', 'week']), period: z.string().regex(/^\d{4}-(\d{2}|W\d{2})$/).optional() }),
    queue: { retryLimit: 4, retryDelay: 300, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 3600 },
  },
  /**
   * A record's logo from the icons its site declares (cms/src/imageCapture). `exclusive` with the
   * record as singleton key (`imageCaptureKey`): one capture per record queued or running, so the
   * schedule and an editor's "capture now" never double up. A site that declares no usable icon
   * completes (recorded on the record), only an unreachable one is retried.
   */
  'images.logo': {
    schema: z.object({ collection: z.enum(captureCollections), id: z.number().int().positive(), trigger: z.enum(['schedule', 'manual', 'bench']).default('schedule') }),
    queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120, policy: 'exclusive' },
    // Mostly waiting on other sites.
    work: { localConcurrency: 8, batchSize: 1 },
  },
  /** A product's page in headless Chromium at desktop and phone size; CPU-bound, so few at once. */
  'images.screenshot': {
    schema: z.object({ id: z.number().int().positive(), trigger: z.enum(['schedule', 'manual', 'bench']).default('schedule') }),
    queue: { retryLimit: 2, retryDelay: 120, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 180, policy: 'exclusive' },
    work: { localConcurrency: 3, batchSize: 1 },
  },
  /** Hourly when IMAGE_CAPTURE=on: queues the captures that are due (never, or over a month ago). */
  'images.schedule': {
    schema: z.object({}).passthrough(),
    queue: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  },
  /**
   * Hourly: the incremental sync from the official MCP Registry (mcpRegistry/sync.ts). `exclusive`:
   * one run queued or running, so a slow run is never overtaken by the next hour's. A failed run
   * keeps its cursor; the retry resumes at the page that failed.
   */
  'mcp.registrySync': {
    schema: z.object({ trigger: z.enum(['schedule', 'manual', 'bench']).default('schedule') }),
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 1800, policy: 'exclusive' },
  },
  /** Daily: npm and PyPI monthly downloads, GitHub stars and last push of the catalogue's MCP servers (mcpRegistry/enrich.ts). */
  'mcp.enrich': {
    schema: z.object({ trigger: z.enum(['schedule', 'manual']).default('schedule') }),
    queue: { retryLimit: 2, retryDelay: 600, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 3600, policy: 'exclusive' },
  },
  /**
   * Hourly: the MCP rankings (mcpRankings/compute.ts) — today's signals recorded, the boards scored
   * and published as a new snapshot in one transaction. `exclusive`: one run at a time; a re-run
   * within the day publishes the same boards again.
   */
  'mcp.rankings': {
    schema: z.object({ trigger: z.enum(['schedule', 'manual', 'seed']).default('schedule') }),
    queue: { retryLimit: 3, retryDelay: 120, retryBackoff: true, expireInSeconds: 600, policy: 'exclusive' },
  },
  /**
   * Every 30 minutes with MCP_PROBING=on: queues one `mcp.probe` per published server with a remote
   * for the current half-hour slot.
   */
  'mcp.probeSchedule': {
    schema: z.object({ trigger: z.enum(['schedule', 'manual']).default('schedule') }),
    queue: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, policy: 'exclusive' },
  },
  /**
   * One server's remote checked for one slot (mcpInspect/probe.ts): liveness, latency, protocol
   * version, tool-list changes. The record is keyed by server and slot, so a retry or a duplicate
   * writes nothing more. A server that is down is a result, not a failure: only a fault of ours
   * (the database) is retried.
   */
  'mcp.probe': {
    schema: z.object({ serverId: z.number().int().positive(), slot: z.iso.datetime() }),
    queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
    // Mostly waiting on other servers.
    work: { localConcurrency: 4, batchSize: 1 },
  },
  /**
   * The decision mail to an MCP server's submitter (mcpSubmit/submissionMail.ts), sent at most once:
   * the submission records it under its row lock. Mail servers have bad minutes: retried for about an hour.
   */
  'mcp.submissionMail': {
    schema: z.object({ submissionId: z.number().int().positive(), mail: z.enum(['approved', 'rejected']) }),
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120 },
  },
  /**
   * Daily: model prices and limits from the models API (models/syncModels.ts). `exclusive`: one run
   * at a time; a run writes only what changed, so a retry after a failure changes nothing twice.
   */
  'models.sync': {
    schema: z.object({ trigger: z.enum(['schedule', 'manual']).default('schedule') }),
    queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 900, policy: 'exclusive' },
  },
  /**
   * Brings one deployment's instance up (deployments/runDeployment.ts). `exclusive` with the singleton
   * key `deploy:<id>`: one job per deployment queued or running. A worker killed half-way stops its
   * heartbeat; the retry finds the instance it named and goes on, never creating a second one.
   */
  'deploy.start': {
    schema: z.object({ deploymentId: z.number().int().positive() }),
    queue: { retryLimit: 4, retryDelay: 10, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 3700, heartbeatSeconds: 15, policy: 'exclusive' },
    // Mostly waiting on the cluster.
    work: { localConcurrency: 32, batchSize: 1 },
  },
  /**
   * Every minute: removes expired and orphaned instances, fails stuck ones, queues expiry mails
   * (deployments/sweepDeployments.ts). Works by time, so after downtime one run catches up.
   */
  'deploy.expire': {
    schema: z.object({}).passthrough(),
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: false, expireInSeconds: 600, policy: 'exclusive' },
  },
  /** The mail before an instance expires, queued once by the sweep. */
  'deploy.mail': {
    schema: z.object({ deploymentId: z.number().int().positive() }),
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
  },
  /**
   * Refits the arena leaderboard (arena/computeLeaderboard.ts) from every valid non-sandbox vote:
   * a new version per language when the votes changed since the current one, nothing otherwise.
   */
  'arena.leaderboard': {
    schema: z.object({ trigger: z.enum(['schedule', 'manual']).default('schedule') }),
    queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 600, policy: 'exclusive' },
  },
  /**
   * Hourly: one `news.ingest` job per enabled feed (news/ingestFeed.ts). Singleton per hour, so two
   * workers' schedules queue one sweep.
   */
  'news.schedule': {
    schema: z.object({}).passthrough(),
    queue: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
  },
  /**
   * Reads one feed and adds its new articles. `exclusive` per feed (singleton key `news-feed:<id>`):
   * one run of a feed at a time. Idempotent by normalised URL: a retry after a failure half-way adds
   * only what the failed run did not.
   */
  'news.ingest': {
    schema: z.object({ feedId: z.number().int().positive(), trigger: z.enum(['schedule', 'manual', 'bench']).default('schedule') }),
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 900, policy: 'exclusive' },
    // Mostly waiting on other sites.
    work: { localConcurrency: 4, batchSize: 1 },
  },
  /**
   * The daily brief of one language (news/dailyBrief.ts): without `day`, yesterday (UTC), the last
   * complete day. Re-running writes the same brief.
   */
  'news.dailyBrief': {
    schema: z.object({ locale: z.enum(['en', 'zh', 'zh-TW', 'ja']), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }),
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300, policy: 'exclusive' },
  },
} as const satisfies Record<string, JobSpec>

/** The singleton key of a feed's ingestion job. */
export const newsFeedKey = (feedId: number) => `news-feed:${feedId}`

/** The singleton key of a capture job: its record (the queues are `exclusive`). */
export const imageCaptureKey = (collection: string, id: number) => `${collection}:${id}`

export type JobName = keyof typeof jobs
export type JobData<N extends JobName> = z.infer<(typeof jobs)[N]['schema']>
export const jobNames = Object.keys(jobs) as JobName[]

export function parseJobData<N extends JobName>(name: N, data: unknown): JobData<N> {
  return jobs[name].schema.parse(data) as JobData<N>
}

/** Cron schedules the worker registers at start (pg-boss keeps one per name across workers). */
export const schedules: { name: JobName; cron: string; data: object; /** several schedules of one queue each need their own */ key?: string }[] = [
  { name: 'tracker.schedule', cron: '7 * * * *', data: {} },
  { name: 'orders.reconcile', cron: '*/10 * * * *', data: {} },
  { name: 'ads.schedule', cron: '* * * * *', data: {} },
  { name: 'mcp.registrySync', cron: '23 * * * *', data: { trigger: 'schedule' } },
  { name: 'mcp.enrich', cron: '41 3 * * *', data: { trigger: 'schedule' } },
  { name: 'mcp.rankings', cron: '47 * * * *', data: { trigger: 'schedule' } },
  { name: 'mcp.probeSchedule', cron: '*/30 * * * *', data: { trigger: 'schedule' } },
  { name: 'models.sync', cron: '17 4 * * *', data: { trigger: 'schedule' } },
  { name: 'deploy.expire', cron: '* * * * *', data: {} },
  { name: 'arena.leaderboard', cron: '17 * * * *', data: { trigger: 'schedule' } },
  { name: 'news.schedule', cron: '11 * * * *', data: {} },
  // Just after midnight UTC, yesterday's brief in each language.
  ...(['en', 'zh', 'zh-TW', 'ja'] as const).map((locale) => ({ name: 'news.dailyBrief' as const, cron: '20 0 * * *', data: { locale }, key: `brief-${locale}` })),
]
