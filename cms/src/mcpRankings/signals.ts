import type { Queryable } from '../db/pool'
import type { Liveness, PastSignals, ServerSignals } from './formula'

/**
 * The signals the MCP rankings are computed from, in `mcp_signal_days` (migration
 * …_mcp_rankings): per published server and UTC day, the server's downloads, stars and counted
 * views as last recorded that day, and the install-config copies made that day. A day's row is
 * rewritten by every computation of that day, so re-running changes nothing more.
 */

/** `YYYY-MM-DD` of a UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/** One more install-config copy of a published server (by key) today; false when none is published. */
export async function countConfigCopy(db: Queryable, serverKey: string, at = new Date()): Promise<boolean> {
  const { rows } = await db.query({
    name: 'mcp-config-copy',
    text: `INSERT INTO mcp_signal_days AS d (server_id, day, copies)
             SELECT id, $2::date, 1 FROM mcp_servers WHERE key = $1 AND status = 'published'
           ON CONFLICT (server_id, day) DO UPDATE SET copies = d.copies + 1
           RETURNING server_id`,
    values: [serverKey, utcDay(at)],
  })
  return rows.length > 0
}

/** Records today's downloads, stars and views of every published server (copies are counted as they happen). */
export async function recordSignalDay(db: Queryable, at: Date): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO mcp_signal_days AS d (server_id, day, downloads, stars, views)
       SELECT id, $1::date, coalesce(downloads, 0), coalesce(stars, 0), coalesce(counters_views, 0)
         FROM mcp_servers WHERE status = 'published'
     ON CONFLICT (server_id, day) DO UPDATE SET downloads = excluded.downloads, stars = excluded.stars, views = excluded.views`,
    [utcDay(at)],
  )
  return rowCount ?? 0
}

type ToolRow = { description: string | null; parameters: { described: boolean }[] | null }

/**
 * Every published server's current signals. `liveness` comes from the latest probe where probing
 * recorded one (`livenessColumn`, when the schema has it), else null.
 */
export async function currentSignals(db: Queryable, at: Date): Promise<ServerSignals[]> {
  const day = utcDay(at)
  const { rows } = await db.query<{
    id: number; downloads: string; stars: number; views: string; copies: string; recent_views: string; recent_copies: string
    last_push_at: Date | null; official: boolean | null; tools: ToolRow[] | null; liveness: Liveness | null
  }>(
    `WITH past AS (
       SELECT DISTINCT ON (server_id) server_id, views FROM mcp_signal_days
        WHERE day <= $1::date - 30 ORDER BY server_id, day DESC)
     SELECT s.id, coalesce(s.downloads, 0) AS downloads, coalesce(s.stars, 0) AS stars, coalesce(s.counters_views, 0) AS views,
            coalesce(c.copies, 0) AS copies, coalesce(c.recent, 0) AS recent_copies,
            coalesce(s.counters_views, 0) - coalesce(past.views, 0) AS recent_views,
            s.last_push_at, s.official,
            (SELECT json_agg(json_build_object(
                      'description', coalesce(tl.description, ''),
                      'parameters', (SELECT coalesce(json_agg(json_build_object('described', length(coalesce(pl.description, '')) > 0)), '[]'::json)
                                       FROM mcp_servers_tools_parameters p
                                       LEFT JOIN mcp_servers_tools_parameters_locales pl ON pl._parent_id = p.id AND pl._locale = 'en'
                                      WHERE p._parent_id = t.id)))
               FROM mcp_servers_tools t LEFT JOIN mcp_servers_tools_locales tl ON tl._parent_id = t.id AND tl._locale = 'en'
              WHERE t._parent_id = s.id) AS tools,
            ${livenessExpression}
       FROM mcp_servers s
       LEFT JOIN past ON past.server_id = s.id
       LEFT JOIN (SELECT server_id, sum(copies) AS copies, sum(copies) FILTER (WHERE day > $1::date - 30) AS recent
                    FROM mcp_signal_days GROUP BY server_id) c ON c.server_id = s.id
      WHERE s.status = 'published'`,
    [day],
  )
  return rows.map((r) => ({
    id: r.id,
    downloads: Number(r.downloads),
    stars: Number(r.stars),
    views: Number(r.views),
    copies: Number(r.copies),
    recentViews: Number(r.recent_views),
    recentCopies: Number(r.recent_copies),
    tools: (r.tools ?? []).map((t) => ({ description: t.description ?? '', parameters: t.parameters ?? [] })),
    lastPushAt: r.last_push_at ? new Date(r.last_push_at) : null,
    official: r.official === true,
    liveness: r.liveness ?? null,
  }))
}

/** Until probing records liveness, every server's is unknown (the formula leaves it out). */
const livenessExpression = `null::text AS liveness`

/**
 * Each server's signals at the start of a period of `days`: the latest recorded day on or before
 * it, with the copies counted up to and including that day. Servers without such a day have none.
 */
export async function pastSignals(db: Queryable, at: Date, days: number): Promise<Map<number, PastSignals>> {
  const { rows } = await db.query<{ server_id: number; downloads: string; stars: number; views: string; copies: string }>(
    `SELECT DISTINCT ON (d.server_id) d.server_id, d.downloads, d.stars, d.views,
            (SELECT sum(copies) FROM mcp_signal_days c WHERE c.server_id = d.server_id AND c.day <= d.day) AS copies
       FROM mcp_signal_days d
      WHERE d.day <= $1::date - $2::int
      ORDER BY d.server_id, d.day DESC`,
    [utcDay(at), days],
  )
  return new Map(rows.map((r) => [r.server_id, { downloads: Number(r.downloads), stars: Number(r.stars), views: Number(r.views), copies: Number(r.copies) }]))
}

/** The first day with recorded signals, if any (the page says how much history trending has). */
export async function firstSignalDay(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ day: string | null }>(`SELECT min(day)::text AS day FROM mcp_signal_days`)
  return rows[0]?.day ?? null
}
