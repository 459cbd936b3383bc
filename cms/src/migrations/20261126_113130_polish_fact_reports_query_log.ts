import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Reports of wrong facts (fact_reports, a support-inbox kind of their own); MCP tool parameter
 * descriptions become translated (their English text moves into the new locales tables before the
 * old column goes, so nothing is lost); and the search-query counts behind the GEO keywords' hot
 * value, a plain table: one row per day, language and normalized query, nothing about who searched.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fact_reports_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_fact_reports_status" AS ENUM('new', 'checking', 'corrected', 'rejected');
  ALTER TYPE "public"."enum_support_notifications_kind" ADD VALUE 'fact-report';
  CREATE TABLE "mcp_servers_tools_parameters_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_mcp_servers_v_version_tools_parameters_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "fact_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page" varchar NOT NULL,
  	"correction" varchar NOT NULL,
  	"source" varchar,
  	"email" varchar,
  	"locale" "enum_fact_reports_locale",
  	"reporter_id" integer,
  	"status" "enum_fact_reports_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fact_reports_id" integer;
  ALTER TABLE "mcp_servers_tools_parameters_locales" ADD CONSTRAINT "mcp_servers_tools_parameters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers_tools_parameters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_tools_parameters_locales" ADD CONSTRAINT "_mcp_servers_v_version_tools_parameters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v_version_tools_parameters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fact_reports" ADD CONSTRAINT "fact_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "mcp_servers_tools_parameters_locales_locale_parent_id_unique" ON "mcp_servers_tools_parameters_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mcp_servers_v_version_tools_parameters_locales_locale_paren" ON "_mcp_servers_v_version_tools_parameters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "fact_reports_reporter_idx" ON "fact_reports" USING btree ("reporter_id");
  CREATE INDEX "fact_reports_status_idx" ON "fact_reports" USING btree ("status");
  CREATE INDEX "fact_reports_updated_at_idx" ON "fact_reports" USING btree ("updated_at");
  CREATE INDEX "fact_reports_created_at_idx" ON "fact_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fact_reports_fk" FOREIGN KEY ("fact_reports_id") REFERENCES "public"."fact_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fact_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("fact_reports_id");
  INSERT INTO "mcp_servers_tools_parameters_locales" ("description", "_locale", "_parent_id")
    SELECT "description", 'en', "id" FROM "mcp_servers_tools_parameters" WHERE "description" IS NOT NULL;
  INSERT INTO "_mcp_servers_v_version_tools_parameters_locales" ("description", "_locale", "_parent_id")
    SELECT "description", 'en', "id" FROM "_mcp_servers_v_version_tools_parameters" WHERE "description" IS NOT NULL;
  ALTER TABLE "mcp_servers_tools_parameters" DROP COLUMN "description";
  ALTER TABLE "_mcp_servers_v_version_tools_parameters" DROP COLUMN "description";

  CREATE TABLE IF NOT EXISTS "search_query_counts" (
    "day" date NOT NULL,
    "locale" text NOT NULL,
    "query" text NOT NULL,
    "searches" integer NOT NULL DEFAULT 1 CHECK ("searches" > 0),
    PRIMARY KEY ("day", "locale", "query")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_servers_tools_parameters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_tools_parameters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fact_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fact_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fact_reports_fk";
  
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_support_notifications_kind";
  CREATE TYPE "public"."enum_support_notifications_kind" AS ENUM('geo-lead');
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_support_notifications_kind" USING "kind"::"public"."enum_support_notifications_kind";
  DROP INDEX "payload_locked_documents_rels_fact_reports_id_idx";
  ALTER TABLE "mcp_servers_tools_parameters" ADD COLUMN "description" varchar;
  ALTER TABLE "_mcp_servers_v_version_tools_parameters" ADD COLUMN "description" varchar;
  UPDATE "mcp_servers_tools_parameters" p SET "description" = l."description"
    FROM "mcp_servers_tools_parameters_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_mcp_servers_v_version_tools_parameters" p SET "description" = l."description"
    FROM "_mcp_servers_v_version_tools_parameters_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  DROP TABLE IF EXISTS "search_query_counts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fact_reports_id";
  DROP TYPE "public"."enum_fact_reports_locale";
  DROP TYPE "public"."enum_fact_reports_status";
  DROP TABLE "mcp_servers_tools_parameters_locales" CASCADE;
  DROP TABLE "_mcp_servers_v_version_tools_parameters_locales" CASCADE;`)
}
