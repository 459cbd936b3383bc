import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Fixed-window request counters shared by every storefront instance (cms/src/verification/rateLimit.ts).
 * A plain table rather than a collection: it is written on every limited request with one upsert
 * and never edited by people.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS rate_limit_counters (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS rate_limit_counters;`)
}
