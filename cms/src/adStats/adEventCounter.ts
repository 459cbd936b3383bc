import type { Payload } from 'payload'
import { poolOf, type Queryable } from '../db/pool'

export type AdEventKind = 'impression' | 'click'

const HOUR_MS = 60 * 60 * 1000

/** The start of the UTC hour holding `at`: counts are kept per campaign and hour. */
export const hourOf = (at: number): number => Math.floor(at / HOUR_MS) * HOUR_MS

type Bucket = { campaignId: number; hour: number; at: number; impressions: number; clicks: number }
type Waiter = { resolve: (counted: boolean) => void; reject: (err: unknown) => void; key: string }

/**
 * Counts impressions and clicks into `ad_stats_hourly` (one row per campaign and hour) with group
 * commit: while one upsert is in flight, further events gather and go in the next single statement,
 * and each caller's promise settles only once the statement holding its event has committed. So a
 * count that was answered is never lost, an idle site writes each event at once, and a burst of a
 * thousand clicks a second on one campaign is a few statements a second instead of a thousand
 * transactions queueing for the same row lock. Only campaigns running at the event's time are
 * counted (checked inside the statement): a stale page or a forged id adds nothing.
 */
export class AdEventCounter {
  private pending = new Map<string, Bucket>()
  private waiters: Waiter[] = []
  private flushing: Promise<void> | null = null

  constructor(private readonly db: Queryable) {}

  /** Resolves true when counted, false when the campaign is not running at `at`. */
  count(campaignId: number, kind: AdEventKind, at: number = Date.now()): Promise<boolean> {
    const hour = hourOf(at)
    const key = `${campaignId}|${hour}`
    let bucket = this.pending.get(key)
    if (!bucket) {
      bucket = { campaignId, hour, at, impressions: 0, clicks: 0 }
      this.pending.set(key, bucket)
    }
    bucket.at = Math.max(bucket.at, at)
    if (kind === 'click') bucket.clicks += 1
    else bucket.impressions += 1
    const settled = new Promise<boolean>((resolve, reject) => this.waiters.push({ resolve, reject, key }))
    if (!this.flushing) this.flushing = this.drain()
    return settled
  }

  /** Writes batches until nothing is pending; events arriving meanwhile join the next batch. */
  private async drain(): Promise<void> {
    // Let the events of the current tick join the first batch.
    await Promise.resolve()
    try {
      while (this.pending.size > 0) {
        const batch = [...this.pending.values()].sort((a, b) => a.campaignId - b.campaignId || a.hour - b.hour)
        const waiters = this.waiters
        this.pending = new Map()
        this.waiters = []
        try {
          const counted = await this.write(batch)
          for (const w of waiters) w.resolve(counted.has(w.key))
        } catch (err) {
          for (const w of waiters) w.reject(err)
        }
      }
    } finally {
      this.flushing = null
    }
  }

  /** One statement for the batch, rows in a fixed order so two processes never deadlock. */
  private async write(batch: Bucket[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ campaign_id: number; hour: Date }>({
      name: 'ad_stats_count',
      text: `INSERT INTO ad_stats_hourly (campaign_id, hour, impressions, clicks)
             SELECT u.campaign_id, u.hour, u.impressions, u.clicks
               FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::bigint[], $5::bigint[]) WITH ORDINALITY AS u(campaign_id, hour, at, impressions, clicks, n)
               JOIN ad_campaigns c ON c.id = u.campaign_id
              WHERE c.status = 'running' AND c.starts_at <= u.at AND c.ends_at > u.at
              ORDER BY u.n
             ON CONFLICT (campaign_id, hour) DO UPDATE
               SET impressions = ad_stats_hourly.impressions + EXCLUDED.impressions,
                   clicks = ad_stats_hourly.clicks + EXCLUDED.clicks
             RETURNING campaign_id, hour`,
      values: [batch.map((b) => b.campaignId), batch.map((b) => new Date(b.hour)), batch.map((b) => new Date(b.at)), batch.map((b) => b.impressions), batch.map((b) => b.clicks)],
    })
    return new Set(rows.map((r) => `${r.campaign_id}|${new Date(r.hour).getTime()}`))
  }
}

const counters = new WeakMap<Payload, AdEventCounter>()

/** The process's counter for this Payload instance (one group commit queue per database). */
export function adEventCounter(payload: Payload): AdEventCounter {
  let counter = counters.get(payload)
  if (!counter) {
    counter = new AdEventCounter(poolOf(payload))
    counters.set(payload, counter)
  }
  return counter
}

/** Counts one event of a visitor (deduplication per visitor and hour is the caller's: see the storefront's ad routes). */
export function countAdEvent(payload: Payload, campaignId: number, kind: AdEventKind, at?: number): Promise<boolean> {
  return adEventCounter(payload).count(campaignId, kind, at)
}
