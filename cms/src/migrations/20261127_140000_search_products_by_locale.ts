import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Products' search rows get one GIN index per language, and an order by popularity.
 *
 * - `(locale, tsv)` made every product lookup intersect the term's posting list with the
 *   language's, which holds every row of that language (100,000 in a large catalogue): most of a
 *   broad query's time went there. A partial index per language holds only that language's terms.
 *   The records without facets keep their own index (20261127_041500_search_others_index), so the
 *   index over both is no longer read and is dropped.
 * - A query that names only facets ("图像", "free video") ranks its matches by popularity alone;
 *   walking `(locale, 1 + popularity DESC, entity_id)` reads a page's worth of them instead of
 *   every match (pgSearchIndex.ts). The expression is the ranking's own, so ties fall the same way.
 * - An exact name outranks popularity; `(locale, name_lc)` finds it without the walk.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_products_en_tsv_idx ON search_documents USING gin (tsv) WHERE entity = 'products' AND locale = 'en';
    CREATE INDEX IF NOT EXISTS search_documents_products_zh_tsv_idx ON search_documents USING gin (tsv) WHERE entity = 'products' AND locale = 'zh';
    CREATE INDEX IF NOT EXISTS search_documents_products_zh_tw_tsv_idx ON search_documents USING gin (tsv) WHERE entity = 'products' AND locale = 'zh-TW';
    CREATE INDEX IF NOT EXISTS search_documents_products_ja_tsv_idx ON search_documents USING gin (tsv) WHERE entity = 'products' AND locale = 'ja';
    CREATE INDEX IF NOT EXISTS search_documents_products_popularity_idx ON search_documents (locale, (1 + popularity) DESC, entity_id) WHERE entity = 'products';
    CREATE INDEX IF NOT EXISTS search_documents_products_name_idx ON search_documents (locale, name_lc) WHERE entity = 'products';
    DROP INDEX IF EXISTS search_documents_tsv_idx;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_tsv_idx ON search_documents USING gin (locale, tsv);
    DROP INDEX IF EXISTS search_documents_products_en_tsv_idx;
    DROP INDEX IF EXISTS search_documents_products_zh_tsv_idx;
    DROP INDEX IF EXISTS search_documents_products_zh_tw_tsv_idx;
    DROP INDEX IF EXISTS search_documents_products_ja_tsv_idx;
    DROP INDEX IF EXISTS search_documents_products_popularity_idx;
    DROP INDEX IF EXISTS search_documents_products_name_idx;
  `)
}
