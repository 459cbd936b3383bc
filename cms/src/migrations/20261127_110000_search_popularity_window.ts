import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Products' search rows in popularity order, per language, and by exact name. A query that matches
 * thousands of products (a category named alone in a large catalogue) no longer reads and ranks
 * every match: it walks this order until it has its window of the most popular matches, ranks
 * those, and counts only up to a cap (pgSearchIndex.ts, "Search" in ARCHITECTURE.md). The name
 * index finds an exact name outside that window, so a product searched by its name always shows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_products_popularity_idx ON search_documents (locale, popularity DESC, entity_id) WHERE entity = 'products';
    CREATE INDEX IF NOT EXISTS search_documents_products_name_idx ON search_documents (locale, name_lc) WHERE entity = 'products';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS search_documents_products_popularity_idx;
    DROP INDEX IF EXISTS search_documents_products_name_idx;
  `)
}
