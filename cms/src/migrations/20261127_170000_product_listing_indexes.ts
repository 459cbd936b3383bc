import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Two indexes for the reads of a first render on a large catalogue (cms/src/catalogue):
 *
 * - `products_category_updated_at_idx` (category, updated_at, id): a product page's strips of
 *   other products of its category, newest change first, LIMIT 8. Without it PostgreSQL walked
 *   the catalogue-wide updated_at index and filtered out the other categories' products.
 * - `products_published_listing_idx`, published products by category in the order of the default
 *   sort (SPEC §9 "latest"): a category page's products and its total read from the index alone,
 *   instead of visiting every product row of the category (a few thousand heap pages on the 100k
 *   catalogue, ~25 ms, for each count).
 *
 * Payload's schema does not know them; the names are none Payload generates.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "products_category_updated_at_idx" ON "products" ("category_id", "updated_at", "id");
    CREATE INDEX IF NOT EXISTS "products_published_listing_idx" ON "products" ("category_id", "published_at" DESC NULLS LAST, "created_at" DESC, "id" DESC) WHERE "status" = 'published';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "products_category_updated_at_idx";
    DROP INDEX IF EXISTS "products_published_listing_idx";
  `)
}
