import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "editorial_review_note" varchar;
  ALTER TABLE "products" ADD COLUMN "traffic_estimate_monthly_visits" numeric;
  ALTER TABLE "products" ADD COLUMN "traffic_estimate_as_of" varchar;
  ALTER TABLE "products" ADD COLUMN "traffic_estimate_source" varchar;
  ALTER TABLE "products" ADD COLUMN "domain_source" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_editorial_review_note" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_traffic_estimate_monthly_visits" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_traffic_estimate_as_of" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_traffic_estimate_source" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_domain_source" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "ai_models" ADD COLUMN "editorial_review_note" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_editorial_review_note" varchar;
  ALTER TABLE "mcp_servers" ADD COLUMN "editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "mcp_servers" ADD COLUMN "editorial_review_note" varchar;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_editorial_review_note" varchar;
  ALTER TABLE "news" ADD COLUMN "editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "editorial_review_note" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_editorial_review_note" varchar;
  ALTER TABLE "compute_offers" ADD COLUMN "editorial_review_needs_review" boolean DEFAULT false;
  ALTER TABLE "compute_offers" ADD COLUMN "editorial_review_note" varchar;
  CREATE INDEX "products_editorial_review_editorial_review_needs_review_idx" ON "products" USING btree ("editorial_review_needs_review");
  CREATE INDEX "_products_v_version_editorial_review_version_editorial_r_idx" ON "_products_v" USING btree ("version_editorial_review_needs_review");
  CREATE INDEX "ai_models_editorial_review_editorial_review_needs_review_idx" ON "ai_models" USING btree ("editorial_review_needs_review");
  CREATE INDEX "_ai_models_v_version_editorial_review_version_editorial__idx" ON "_ai_models_v" USING btree ("version_editorial_review_needs_review");
  CREATE INDEX "mcp_servers_editorial_review_editorial_review_needs_revi_idx" ON "mcp_servers" USING btree ("editorial_review_needs_review");
  CREATE INDEX "_mcp_servers_v_version_editorial_review_version_editoria_idx" ON "_mcp_servers_v" USING btree ("version_editorial_review_needs_review");
  CREATE INDEX "news_editorial_review_editorial_review_needs_review_idx" ON "news" USING btree ("editorial_review_needs_review");
  CREATE INDEX "_news_v_version_editorial_review_version_editorial_revie_idx" ON "_news_v" USING btree ("version_editorial_review_needs_review");
  CREATE INDEX "compute_offers_editorial_review_editorial_review_needs_r_idx" ON "compute_offers" USING btree ("editorial_review_needs_review");`)
  // Domain facts were made up by the earlier sandbox generator for every product it gave traffic
  // (e.g. a domain "registered" in the month of a made-up launch); only a registry knows them, so
  // they go, and the seed writes the known ones (seed/data/domain-facts.json).
  await db.execute(sql`
   UPDATE "products" SET "domain_created_at" = NULL, "domain_expires_at" = NULL, "domain_updated_at" = NULL
    WHERE "traffic_source" = 'sandbox';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_editorial_review_editorial_review_needs_review_idx";
  DROP INDEX "_products_v_version_editorial_review_version_editorial_r_idx";
  DROP INDEX "ai_models_editorial_review_editorial_review_needs_review_idx";
  DROP INDEX "_ai_models_v_version_editorial_review_version_editorial__idx";
  DROP INDEX "mcp_servers_editorial_review_editorial_review_needs_revi_idx";
  DROP INDEX "_mcp_servers_v_version_editorial_review_version_editoria_idx";
  DROP INDEX "news_editorial_review_editorial_review_needs_review_idx";
  DROP INDEX "_news_v_version_editorial_review_version_editorial_revie_idx";
  DROP INDEX "compute_offers_editorial_review_editorial_review_needs_r_idx";
  ALTER TABLE "products" DROP COLUMN "editorial_review_needs_review";
  ALTER TABLE "products" DROP COLUMN "editorial_review_note";
  ALTER TABLE "products" DROP COLUMN "traffic_estimate_monthly_visits";
  ALTER TABLE "products" DROP COLUMN "traffic_estimate_as_of";
  ALTER TABLE "products" DROP COLUMN "traffic_estimate_source";
  ALTER TABLE "products" DROP COLUMN "domain_source";
  ALTER TABLE "_products_v" DROP COLUMN "version_editorial_review_needs_review";
  ALTER TABLE "_products_v" DROP COLUMN "version_editorial_review_note";
  ALTER TABLE "_products_v" DROP COLUMN "version_traffic_estimate_monthly_visits";
  ALTER TABLE "_products_v" DROP COLUMN "version_traffic_estimate_as_of";
  ALTER TABLE "_products_v" DROP COLUMN "version_traffic_estimate_source";
  ALTER TABLE "_products_v" DROP COLUMN "version_domain_source";
  ALTER TABLE "ai_models" DROP COLUMN "editorial_review_needs_review";
  ALTER TABLE "ai_models" DROP COLUMN "editorial_review_note";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_editorial_review_needs_review";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_editorial_review_note";
  ALTER TABLE "mcp_servers" DROP COLUMN "editorial_review_needs_review";
  ALTER TABLE "mcp_servers" DROP COLUMN "editorial_review_note";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_editorial_review_needs_review";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_editorial_review_note";
  ALTER TABLE "news" DROP COLUMN "editorial_review_needs_review";
  ALTER TABLE "news" DROP COLUMN "editorial_review_note";
  ALTER TABLE "_news_v" DROP COLUMN "version_editorial_review_needs_review";
  ALTER TABLE "_news_v" DROP COLUMN "version_editorial_review_note";
  ALTER TABLE "compute_offers" DROP COLUMN "editorial_review_needs_review";
  ALTER TABLE "compute_offers" DROP COLUMN "editorial_review_note";`)
}
