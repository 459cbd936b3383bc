import { buildSearchRow, generateSandboxSeries, lastCompletePeriod, locales, periodsUntil, poolOf, type Pool, writeSearchRows } from '@aidir/cms'
import type { Payload } from 'payload'
import { type Category, type SyntheticProduct, syntheticProducts } from './generate'


const BATCH = 2000

/**
 * Fills the database with synthetic products for scale tests, straight into Payload's tables with
 * batched inserts (the Local API would take an hour for 100,000), plus their search documents.
 */
export async function insertSyntheticProducts(payload: Payload, count: number, options: { seed?: number; log?: (line: string) => void } = {}) {
  const pool = poolOf(payload)
  const groups = await pool.query(
    `SELECT c.id, g.key AS group, g.id AS group_id FROM categories c JOIN categories g ON g.id = c.parent_id WHERE c.kind = 'product'`,
  )
  const categories: Category[] = groups.rows.map((r) => ({ id: r.id, group: r.group }))
  const parents = new Map<number, number>(groups.rows.map((r) => [r.id, r.group_id]))
  const tagIds: number[] = (await pool.query('SELECT id FROM tags')).rows.map((r) => r.id)
  if (categories.length === 0 || tagIds.length === 0) throw new Error('load the real catalogue first (pnpm seed): synthetic products use its categories and tags')
  const names = new Map((await pool.query(`SELECT id, name FROM categories_locales WHERE _locale = 'en'`)).rows.map((r) => [r.id, r.name]))

  const started = Date.now()
  let batch: SyntheticProduct[] = []
  let written = 0
  const flush = async () => {
    if (batch.length === 0) return
    await writeBatch(pool, batch, names, parents)
    written += batch.length
    options.log?.(`  ${written} products (${Math.round((Date.now() - started) / 1000)} s)`)
    batch = []
  }
  for (const product of syntheticProducts(count, categories, tagIds, options.seed)) {
    batch.push(product)
    if (batch.length === BATCH) await flush()
  }
  await flush()
  await pool.query('ANALYZE products; ANALYZE products_locales; ANALYZE search_documents')
  // 24 months and 12 weeks of sandbox traffic for each of them, generated inside PostgreSQL.
  const now = new Date()
  const series = await generateSandboxSeries(poolOf(payload), {
    scope: 'synthetic',
    months: periodsUntil(lastCompletePeriod('month', now), 24),
    weeks: periodsUntil(lastCompletePeriod('week', now), 12),
  })
  await pool.query('ANALYZE traffic_points; ANALYZE app_store_points')
  options.log?.(`  ${series.points} traffic points, ${series.appPoints} app-store points (${Math.round(series.ms / 1000)} s)`)
  return { written, trafficPoints: series.points, ms: Date.now() - started }
}

async function writeBatch(pool: Pool, batch: SyntheticProduct[], categoryNames: Map<number, string>, categoryParents: Map<number, number>) {
  const col = <T>(fn: (p: SyntheticProduct) => T) => batch.map(fn)
  const inserted = await pool.query(
    `INSERT INTO products (key, status, _status, published_at, name, company, url, type, category_id, content_language, pricing_model,
                           score, rating, downloads, traffic_monthly_visits, traffic_source, updated_at, created_at)
     SELECT u.key, 'published', 'published', u.published_at, u.name, 'Synthetic', u.url, u.type::enum_products_type, u.category_id,
            u.content_language::enum_products_content_language, u.pricing_model::enum_products_pricing_model,
            u.score, u.rating, u.downloads, u.visits, 'synthetic', now(), u.published_at
       FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[],
                   $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[])
         AS u(key, published_at, name, url, type, category_id, content_language, pricing_model, score, rating, downloads, visits)
     ON CONFLICT (key) DO NOTHING
     RETURNING id, key`,
    [col((p) => p.key), col((p) => p.publishedAt), col((p) => p.name), col((p) => p.url), col((p) => p.type), col((p) => p.categoryId),
      col((p) => p.contentLanguage), col((p) => p.pricingModel), col((p) => p.score), col((p) => p.rating), col((p) => p.downloads), col((p) => p.monthlyVisits)],
  )
  const idOf = new Map(inserted.rows.map((r) => [r.key, r.id as number]))
  const fresh = batch.filter((p) => idOf.has(p.key))
  if (fresh.length === 0) return

  const parents: number[] = []
  const localeCol: string[] = []
  const taglines: string[] = []
  const descriptions: string[] = []
  for (const p of fresh) {
    for (const l of locales) {
      parents.push(idOf.get(p.key)!)
      localeCol.push(l)
      taglines.push(p.texts[l].tagline)
      descriptions.push(p.texts[l].description)
    }
  }
  await pool.query(
    `INSERT INTO products_locales (_parent_id, _locale, tagline, description)
     SELECT * FROM unnest($1::int[], $2::_locales[], $3::text[], $4::text[])`,
    [parents, localeCol, taglines, descriptions],
  )

  const relParents: number[] = []
  const relTags: number[] = []
  const relOrder: number[] = []
  for (const p of fresh) p.tagIds.forEach((t, i) => (relParents.push(idOf.get(p.key)!), relTags.push(t), relOrder.push(i + 1)))
  await pool.query(
    `INSERT INTO products_rels (parent_id, path, tags_id, "order") SELECT u.p, 'tags', u.t, u.o FROM unnest($1::int[], $2::int[], $3::int[]) AS u(p, t, o)`,
    [relParents, relTags, relOrder],
  )

  const rows = fresh.flatMap((p) =>
    locales.map((locale) =>
      buildSearchRow(
        'products',
        {
          id: idOf.get(p.key),
          key: p.key,
          name: p.name,
          tagline: p.texts[locale].tagline,
          description: p.texts[locale].description,
          category: { id: p.categoryId, parent: categoryParents.get(p.categoryId), name: categoryNames.get(p.categoryId) },
          company: 'Synthetic',
          pricingModel: p.pricingModel,
          type: p.type,
          traffic: { monthlyVisits: p.monthlyVisits },
          publishedAt: p.publishedAt,
        },
        locale,
      ),
    ),
  )
  await writeSearchRows(pool, rows)
}

/**
 * Removes every synthetic product and its search documents (their traffic goes with them), and the
 * ranking snapshots computed over them: those describe a catalogue that no longer exists.
 */
export async function clearSyntheticProducts(payload: Payload): Promise<number> {
  const pool = poolOf(payload)
  await pool.query(`DELETE FROM ranking_snapshots s WHERE EXISTS (
    SELECT 1 FROM ranking_rows r JOIN products p ON p.id = r.product_id WHERE r.snapshot_id = s.id AND p.key LIKE 'syn-%')`)
  await pool.query(`DELETE FROM search_documents WHERE entity = 'products' AND key LIKE 'syn-%'`)
  const deleted = await pool.query(`DELETE FROM products WHERE key LIKE 'syn-%' RETURNING id`)
  return deleted.rows.length
}
