import { describe, expect, it } from 'vitest'
import { payload } from './helpers'

/**
 * Every table of translated values can find the rows of one parent by an index (migration
 * 20261127_150000_locale_rows_parent_index): without one, each save of a record with arrays and
 * each read of a record's translations scanned the whole table, so the seed and the admin slowed
 * down as the catalogue grew. A collection, array or block added later gets a translations table
 * that Payload keys by (_locale, _parent_id) only; this test then names it (add it to a migration
 * running the same statement).
 */
describe('translations tables', () => {
  it('each has an index that starts with _parent_id', async () => {
    const { rows } = await (payload.db as any).pool.query(`
      SELECT c.relname AS name,
             EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                      WHERE i.indrelid = c.oid AND a.attname = '_parent_id') AS indexed
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = '_parent_id' AND NOT a.attisdropped)
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = '_locale' AND NOT a.attisdropped)`)
    expect(rows.length).toBeGreaterThan(20)
    expect(rows.filter((r: { indexed: boolean }) => !r.indexed).map((r: { name: string }) => r.name)).toEqual([])
  })

  it('a product’s translations are found by the index, not by reading the table', async () => {
    const { rows } = await (payload.db as any).pool.query(`EXPLAIN SELECT * FROM products_features_locales WHERE _parent_id = 'x'`)
    expect(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')).not.toMatch(/Seq Scan/)
  })
})
