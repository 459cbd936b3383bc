import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'

/**
 * What visitors search for, kept the privacy-minded way: one row per day, language and normalized
 * query with a count — no user, no address, no session, no time of day — and only queries that
 * look like topics, not like someone's address, phone number or order number. Rows older than
 * RETENTION_DAYS are deleted. GEO keyword suggestions read the counts as their hot value.
 */
export const QUERY_LOG_RETENTION_DAYS = 400
const MAX_QUERY_LENGTH = 80

/**
 * The query as it is counted: NFKC (full-width forms, compatibility characters), lower case, one
 * space between words, at most 80 characters — or null for what must not be kept: one character,
 * longer text, e-mail or web addresses, and 6 or more digits in a row, spaces and dashes
 * aside (phone, order or ID numbers).
 */
export function normalizeLoggedQuery(text: string): string | null {
  const q = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim()
  if ([...q].length < 2 || [...q].length > MAX_QUERY_LENGTH) return null
  if (/[@]|https?:|www\.|\.(com|net|org|cn|io)\b/.test(q)) return null
  if (/\d{6,}/.test(q.replace(/[\s().+-]/g, ''))) return null
  return q
}

let lastPrune = 0
const PRUNE_EVERY_MS = 3_600_000

/** Counts one search of `text` in `locale` today (UTC); a query that may not be kept is skipped. */
export async function recordSearchQuery(payload: Payload, locale: Locale, text: string, now = new Date()): Promise<boolean> {
  const query = normalizeLoggedQuery(text)
  if (!query) return false
  const db = poolOf(payload)
  await db.query({
    name: 'search-query-count',
    text: `INSERT INTO search_query_counts AS c (day, locale, query, searches) VALUES ($1::date, $2, $3, 1)
           ON CONFLICT (day, locale, query) DO UPDATE SET searches = c.searches + 1`,
    values: [now.toISOString().slice(0, 10), locale, query],
  })
  if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now.getTime()
    await db.query(`DELETE FROM search_query_counts WHERE day < $1::date - $2::int`, [now.toISOString().slice(0, 10), QUERY_LOG_RETENTION_DAYS])
  }
  return true
}

export type QueryCount = { locale: Locale; query: string; searches: number }

/** The searches of the last `days` days (today included), summed per language and query. */
export async function searchCountsSince(payload: Payload, days: number, now = new Date()): Promise<QueryCount[]> {
  const { rows } = await poolOf(payload).query<{ locale: Locale; query: string; searches: string }>(
    `SELECT locale, query, sum(searches)::bigint AS searches FROM search_query_counts
      WHERE day > $1::date - $2::int GROUP BY locale, query`,
    [now.toISOString().slice(0, 10), days],
  )
  return rows.map((r) => ({ locale: r.locale, query: r.query, searches: Number(r.searches) }))
}
