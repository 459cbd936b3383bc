import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A second GIN index over the search rows of records without facets (models, MCP servers, news,
 * guides). A query that names a category looks for them by the category's names in every language;
 * on the whole index those words also find every product row that has them (tens of thousands in a
 * large catalogue), only to be discarded for being products. This index holds a few thousand rows
 * and answers that half of the query alone (pgSearchIndex.ts searches products and the rest apart).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_others_tsv_idx ON search_documents USING gin (locale, tsv) WHERE entity <> 'products';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS search_documents_others_tsv_idx;`)
}
