import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

export type Limit = { /** counter name, e.g. `sms:ip:1.2.3.4` */ key: string; max: number; windowSeconds: number }
export type LimitResult = { allowed: true } | { allowed: false; retryAfter: number }

/**
 * Fixed-window counter in PostgreSQL, so every storefront instance shares it: one upsert counts
 * the hit (starting a new window when the old one has passed) and returns the window's count.
 */
export async function hitLimit(payload: Payload, limit: Limit): Promise<LimitResult> {
  const { rows } = await poolOf(payload).query<{ hits: number; retry_after: number }>({
    // Named: planned once per connection (it runs before every limited request).
    name: 'rate-limit-hit',
    text: hitLimitSql('$1', '$2'),
    values: [limit.key, limit.windowSeconds],
  })
  return limitResult(rows[0]!, limit)
}

/**
 * The counting statement, with the placeholders of the key and the window length: a statement
 * that must count a hit in the same round trip as its own work takes it as a CTE
 * (accounts/ticketExchange.ts).
 */
export function hitLimitSql(key: string, windowSeconds: string): string {
  return `INSERT INTO rate_limit_counters AS c (key, window_start, hits) VALUES (${key}, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE c.hits + 1 END,
       window_start = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE c.window_start END
     RETURNING hits, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${windowSeconds}) - now()))))::int AS retry_after`
}

/** The verdict on a counted hit. */
export function limitResult(row: { hits: number; retry_after: number }, limit: Limit): LimitResult {
  return row.hits <= limit.max ? { allowed: true } : { allowed: false, retryAfter: row.retry_after }
}

/**
 * Checks several limits in one round trip; the first exceeded one decides and every limit counts
 * the hit. One statement, so a request pays one query for all its limits (the playground proxy
 * counts the user and the target host on every tool call).
 */
export async function hitLimits(payload: Payload, limits: Limit[]): Promise<LimitResult> {
  if (limits.length === 0) return { allowed: true }
  if (limits.length === 1) return hitLimit(payload, limits[0]!)
  // One row per key: an upsert cannot touch the same row twice in a statement.
  const byKey = new Map<string, Limit>()
  for (const l of limits) {
    const seen = byKey.get(l.key)
    if (!seen || l.max < seen.max) byKey.set(l.key, l)
  }
  const distinct = [...byKey.values()]
  const { rows } = await poolOf(payload).query<{ i: number; hits: number; retry_after: number }>({
    name: `rate-limit-hits-${distinct.length}`,
    text: hitLimitsSql(distinct.length),
    values: distinct.flatMap((l) => [l.key, l.windowSeconds]),
  })
  const refused = rows
    .map((row) => limitResult(row, distinct[row.i]!))
    .filter((r): r is { allowed: false; retryAfter: number } => !r.allowed)
  return refused.length ? { allowed: false, retryAfter: Math.max(...refused.map((r) => r.retryAfter)) } : { allowed: true }
}

/** hitLimitSql once per limit, each a CTE, answered together (row `i` is limit `i`). */
function hitLimitsSql(count: number): string {
  const ctes = Array.from({ length: count }, (_, i) => `l${i} AS (${hitLimitSql(`$${2 * i + 1}`, `$${2 * i + 2}::int`)})`)
  const answers = Array.from({ length: count }, (_, i) => `SELECT ${i} AS i, hits, retry_after FROM l${i}`)
  return `WITH ${ctes.join(',\n')}\n${answers.join('\nUNION ALL ')}`
}

/** Removes windows that ended long ago (called now and then, not on every request). */
export async function pruneLimits(payload: Payload, olderThanSeconds = 86_400): Promise<void> {
  await poolOf(payload).query(`DELETE FROM rate_limit_counters WHERE window_start < now() - make_interval(secs => $1)`, [olderThanSeconds])
}

/**
 * The hits counted so far in the current windows of `keys`, without counting one more: for
 * decisions taken before an attempt (the sign-in puzzle after repeated failures).
 */
export async function currentHits(payload: Payload, keys: string[], windowSeconds: number): Promise<number> {
  const { rows } = await poolOf(payload).query<{ hits: number | null }>(
    `SELECT max(hits)::int AS hits FROM rate_limit_counters WHERE key = ANY($1::text[]) AND window_start > now() - make_interval(secs => $2)`,
    [keys, windowSeconds],
  )
  return rows[0]?.hits ?? 0
}

/** Forgets a counter (a successful sign-in clears the account's failures). */
export async function clearLimit(payload: Payload, key: string): Promise<void> {
  await poolOf(payload).query(`DELETE FROM rate_limit_counters WHERE key = $1`, [key])
}
