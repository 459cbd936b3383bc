import type { Payload } from 'payload'
import { poolOf, type Queryable } from '../db/pool'

/** The tables of records whose page views are counted. */
export const viewTables = ['products', 'ai_models', 'mcp_servers', 'news', 'guides'] as const
export type ViewTable = (typeof viewTables)[number]

/**
 * One more view of a published record (SPEC §7 /api/updatePv). A system write straight through
 * the database adapter: one UPDATE … SET views = views + 1, so concurrent views are never lost the
 * way a read-modify-write through the Local API would lose them, and no hooks or search reindexing
 * run for a counter. A key wins over a numeric id when both match different records.
 */

const hasViewsColumn = new Map<string, Promise<boolean>>()

/**
 * Products, models and MCP servers keep counters.views; news and guides have no counter column
 * yet. Looked up once per process, so the count starts by itself once the CMS adds the field.
 */
function viewsColumnOf(db: Queryable, table: string): Promise<boolean> {
  let known = hasViewsColumn.get(table)
  if (!known) {
    known = db
      .query(`SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'counters_views'`, [table])
      .then((r) => r.rows.length > 0)
    hasViewsColumn.set(table, known)
  }
  return known
}

/** The record's database id after counting, or undefined when no published record has this id. */
export async function countView(payload: Payload, table: ViewTable, id: string): Promise<number | undefined> {
  // A table name is never taken from a request: only the fixed list above reaches the SQL.
  if (!(viewTables as readonly string[]).includes(table)) throw new TypeError(`no view counter on ${table}`)
  const db = poolOf(payload)
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null
  const pick = `SELECT id FROM "${table}" WHERE status = 'published' AND (key = $1 OR id = $2::int) ORDER BY (key = $1) DESC LIMIT 1`
  const sql = (await viewsColumnOf(db, table))
    ? `UPDATE "${table}" SET counters_views = COALESCE(counters_views, 0) + 1 WHERE id = (${pick}) RETURNING id`
    : pick
  const { rows } = await db.query(sql, [id, numeric])
  const found = rows[0]?.id
  return found === undefined ? undefined : Number(found)
}
