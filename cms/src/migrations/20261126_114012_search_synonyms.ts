import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_synonyms_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL
  );
  
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_synonyms_id" integer;
  ALTER TABLE "search_synonyms_terms" ADD CONSTRAINT "search_synonyms_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_synonyms_terms_order_idx" ON "search_synonyms_terms" USING btree ("_order");
  CREATE INDEX "search_synonyms_terms_parent_id_idx" ON "search_synonyms_terms" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "search_synonyms_key_idx" ON "search_synonyms" USING btree ("key");
  CREATE INDEX "search_synonyms_updated_at_idx" ON "search_synonyms" USING btree ("updated_at");
  CREATE INDEX "search_synonyms_created_at_idx" ON "search_synonyms" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk" FOREIGN KEY ("search_synonyms_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_synonyms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_synonyms_id");`)
  // Products' search rows gain their facet terms (search/facets.ts) at once, as a rebuild would write
  // them: pricing model, open source, category and the category's group, without positions.
  await db.execute(sql`
   UPDATE "search_documents" d
      SET "tsv" = d."tsv" || array_to_tsvector(array_remove(ARRAY[
            'facet pricing:' || p."pricing_model",
            CASE WHEN p."type" = 'open_source' THEN 'facet type:open_source' END,
            'facet category:' || p."category_id",
            'facet category:' || c."parent_id"
          ]::text[], NULL))
     FROM "products" p LEFT JOIN "categories" c ON c."id" = p."category_id"
    WHERE d."entity" = 'products' AND d."entity_id" = p."id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_synonyms_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_synonyms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_synonyms_terms" CASCADE;
  DROP TABLE "search_synonyms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_synonyms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_synonyms_id";`)
}
