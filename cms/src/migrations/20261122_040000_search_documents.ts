import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index (DESIGN.md "Search"): one document per (entity, locale). Terms are segmented in
 * Node (Intl.Segmenter + CJK bigrams) and stored as a ready-made tsvector; pg_trgm gives
 * typo-tolerant name matching; btree_gin lets one GIN index filter by locale and entity as well.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE TABLE IF NOT EXISTS search_documents (
      entity text NOT NULL,
      entity_id integer NOT NULL,
      locale text NOT NULL,
      key text NOT NULL,
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      name_lc text NOT NULL,
      tsv tsvector NOT NULL,
      popularity real NOT NULL DEFAULT 0,
      published_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (entity, entity_id, locale)
    );
    CREATE INDEX IF NOT EXISTS search_documents_tsv_idx ON search_documents USING gin (locale, tsv);
    CREATE INDEX IF NOT EXISTS search_documents_name_trgm_idx ON search_documents USING gin (locale, name_lc gin_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_documents;`)
}
