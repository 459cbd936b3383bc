import { poolOf, type Pool } from '@aidir/cms'
import type { Payload } from 'payload'

/**
 * Synthetic published models for scale tests (`syn-model-<n>`): each a copy of one of the
 * catalogue's published models, round robin — its facts, prices, benchmarks, modalities, texts in
 * every language, tags and price history — under its own key and a numbered name, so a model's
 * detail page renders what a real one does. The catalogue has a few hundred models; first renders
 * of model pages need thousands of distinct pages.
 *
 * Idempotent: only the numbers 1..count still missing are written, so a prepared database gains
 * them on its next run and a second call writes nothing. Straight into Payload's tables, as
 * insertSyntheticProducts does.
 */
export async function insertSyntheticModels(payload: Payload, count: number): Promise<number> {
  const pool = poolOf(payload)
  const columns = await columnsOf(pool, 'ai_models')
  const copied = columns.filter((c) => !['id', 'key', 'name', 'updated_at', 'created_at'].includes(c.name)).map((c) => quote(c.name))
  const inserted = await pool.query(
    `WITH sources AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS total
         FROM ai_models WHERE status = 'published' AND key NOT LIKE 'syn-%'),
     wanted AS (
       SELECT g AS n FROM generate_series(1, $1::int) g
        WHERE NOT EXISTS (SELECT 1 FROM ai_models WHERE key = 'syn-model-' || g)),
     picked AS (SELECT w.n, s.id AS source_id FROM wanted w JOIN sources s ON s.i = (w.n - 1) % s.total),
     written AS (
       INSERT INTO ai_models (key, name, updated_at, created_at, ${copied.join(', ')})
       SELECT 'syn-model-' || p.n, m.name || ' ' || p.n, now(), now(), ${copied.map((c) => `m.${c}`).join(', ')}
         FROM picked p JOIN ai_models m ON m.id = p.source_id
       ON CONFLICT (key) DO NOTHING
       RETURNING id, key)
     SELECT w.id, p.source_id FROM written w JOIN picked p ON w.key = 'syn-model-' || p.n`,
    [count],
  )
  if (inserted.rows.length === 0) return 0
  const ids = inserted.rows.map((r) => r.id as number)
  const sources = inserted.rows.map((r) => r.source_id as number)
  for (const [table, parent] of [
    ['ai_models_locales', '_parent_id'],
    ['ai_models_rels', 'parent_id'],
    ['ai_models_benchmarks', '_parent_id'],
    ['ai_models_modalities_input', 'parent_id'],
    ['ai_models_modalities_output', 'parent_id'],
    ['ai_models_sync_locked_fields', 'parent_id'],
    ['ai_model_changes', 'model_id'],
  ] as const) {
    await copyChildren(pool, table, parent, ids, sources)
  }
  await pool.query('ANALYZE ai_models; ANALYZE ai_models_locales; ANALYZE ai_models_rels')
  return ids.length
}

type Column = { name: string; generated: boolean }

async function columnsOf(pool: Pool, table: string): Promise<Column[]> {
  const { rows } = await pool.query(
    `SELECT column_name AS name, column_default IS NOT NULL AND column_default LIKE 'nextval(%' AS generated
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )
  return rows as Column[]
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The source rows of a child table, re-parented to the copies; serial ids renumbered, array-row ids made anew. */
async function copyChildren(pool: Pool, table: string, parent: string, ids: number[], sources: number[]): Promise<void> {
  const columns = await columnsOf(pool, table)
  if (columns.length === 0) return
  const target: string[] = []
  const values: string[] = []
  for (const column of columns) {
    if (column.name === 'id' && column.generated) continue
    target.push(quote(column.name))
    if (column.name === parent) values.push('u.new_id')
    else if (column.name === 'id') values.push(`substr(md5(random()::text || clock_timestamp()::text), 1, 24)`)
    else values.push(`c.${quote(column.name)}`)
  }
  await pool.query(
    `INSERT INTO ${quote(table)} (${target.join(', ')})
     SELECT ${values.join(', ')} FROM unnest($1::int[], $2::int[]) AS u(new_id, source_id) JOIN ${quote(table)} c ON c.${quote(parent)} = u.source_id`,
    [ids, sources],
  )
}
