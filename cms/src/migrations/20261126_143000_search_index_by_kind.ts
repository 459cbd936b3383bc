import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index's words in two GIN indexes, one for products and one for every other kind.
 * A search asks products one question and the other kinds another (searchDocuments: a category's
 * name is a filter to products but a word to news or guides). With one index the second question
 * also walked every product that has the category's words, only to drop them; on 100,000 products
 * that doubled the time of a query naming a category. With an index per side each arm of the query
 * reads only its own kind.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_products_tsv_idx ON search_documents USING gin (locale, tsv) WHERE entity = 'products';
    CREATE INDEX IF NOT EXISTS search_documents_others_tsv_idx ON search_documents USING gin (locale, tsv) WHERE entity <> 'products';
    DROP INDEX IF EXISTS search_documents_tsv_idx;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_tsv_idx ON search_documents USING gin (locale, tsv);
    DROP INDEX IF EXISTS search_documents_products_tsv_idx;
    DROP INDEX IF EXISTS search_documents_others_tsv_idx;
  `)
}
