import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mcp_servers_registry_status" AS ENUM('active', 'deprecated', 'deleted');
  CREATE TYPE "public"."enum__mcp_servers_v_version_registry_status" AS ENUM('active', 'deprecated', 'deleted');
  CREATE TYPE "public"."enum_mcp_registry_entries_status" AS ENUM('active', 'deprecated', 'deleted');
  CREATE TYPE "public"."enum_mcp_registry_sync_last_outcome" AS ENUM('completed', 'failed', 'offline');
  CREATE TABLE "mcp_registry_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"version" varchar,
  	"status" "enum_mcp_registry_entries_status" NOT NULL,
  	"is_latest" boolean,
  	"title" varchar,
  	"description" varchar,
  	"repository_url" varchar,
  	"repository_subfolder" varchar,
  	"website_url" varchar,
  	"upstream_published_at" timestamp(3) with time zone,
  	"upstream_updated_at" timestamp(3) with time zone,
  	"synced_at" timestamp(3) with time zone,
  	"mcp_server_id" integer,
  	"packages" jsonb,
  	"remotes" jsonb,
  	"server" jsonb,
  	"content_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mcp_registry_sync" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"high_water_mark" timestamp(3) with time zone,
  	"last_run_started_at" timestamp(3) with time zone,
  	"last_run_finished_at" timestamp(3) with time zone,
  	"last_outcome" "enum_mcp_registry_sync_last_outcome",
  	"cursor" varchar,
  	"run_updated_since" timestamp(3) with time zone,
  	"run_started_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"last_counts" jsonb,
  	"skipped" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "mcp_servers" ADD COLUMN "registry_status" "enum_mcp_servers_registry_status";
  ALTER TABLE "mcp_servers" ADD COLUMN "registry_entry_id" integer;
  ALTER TABLE "mcp_servers" ADD COLUMN "registry_synced_at" timestamp(3) with time zone;
  ALTER TABLE "mcp_servers" ADD COLUMN "downloads_fetched_at" timestamp(3) with time zone;
  ALTER TABLE "mcp_servers" ADD COLUMN "stars_fetched_at" timestamp(3) with time zone;
  ALTER TABLE "mcp_servers" ADD COLUMN "last_push_at" timestamp(3) with time zone;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_registry_status" "enum__mcp_servers_v_version_registry_status";
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_registry_entry_id" integer;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_registry_synced_at" timestamp(3) with time zone;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_downloads_fetched_at" timestamp(3) with time zone;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_stars_fetched_at" timestamp(3) with time zone;
  ALTER TABLE "_mcp_servers_v" ADD COLUMN "version_last_push_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mcp_registry_entries_id" integer;
  ALTER TABLE "mcp_registry_entries" ADD CONSTRAINT "mcp_registry_entries_mcp_server_id_mcp_servers_id_fk" FOREIGN KEY ("mcp_server_id") REFERENCES "public"."mcp_servers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "mcp_registry_entries_name_idx" ON "mcp_registry_entries" USING btree ("name");
  CREATE INDEX "mcp_registry_entries_status_idx" ON "mcp_registry_entries" USING btree ("status");
  CREATE INDEX "mcp_registry_entries_repository_url_idx" ON "mcp_registry_entries" USING btree ("repository_url");
  CREATE INDEX "mcp_registry_entries_upstream_updated_at_idx" ON "mcp_registry_entries" USING btree ("upstream_updated_at");
  CREATE INDEX "mcp_registry_entries_mcp_server_idx" ON "mcp_registry_entries" USING btree ("mcp_server_id");
  CREATE INDEX "mcp_registry_entries_updated_at_idx" ON "mcp_registry_entries" USING btree ("updated_at");
  CREATE INDEX "mcp_registry_entries_created_at_idx" ON "mcp_registry_entries" USING btree ("created_at");
  ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_registry_entry_id_mcp_registry_entries_id_fk" FOREIGN KEY ("registry_entry_id") REFERENCES "public"."mcp_registry_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v" ADD CONSTRAINT "_mcp_servers_v_version_registry_entry_id_mcp_registry_entries_id_fk" FOREIGN KEY ("version_registry_entry_id") REFERENCES "public"."mcp_registry_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_registry_entries_fk" FOREIGN KEY ("mcp_registry_entries_id") REFERENCES "public"."mcp_registry_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mcp_servers_registry_registry_status_idx" ON "mcp_servers" USING btree ("registry_status");
  CREATE INDEX "mcp_servers_registry_registry_entry_idx" ON "mcp_servers" USING btree ("registry_entry_id");
  CREATE INDEX "_mcp_servers_v_version_registry_version_registry_status_idx" ON "_mcp_servers_v" USING btree ("version_registry_status");
  CREATE INDEX "_mcp_servers_v_version_registry_version_registry_entry_idx" ON "_mcp_servers_v" USING btree ("version_registry_entry_id");
  CREATE INDEX "payload_locked_documents_rels_mcp_registry_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_registry_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_registry_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mcp_registry_sync" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mcp_registry_entries" CASCADE;
  DROP TABLE "mcp_registry_sync" CASCADE;
  ALTER TABLE "mcp_servers" DROP CONSTRAINT "mcp_servers_registry_entry_id_mcp_registry_entries_id_fk";
  
  ALTER TABLE "_mcp_servers_v" DROP CONSTRAINT "_mcp_servers_v_version_registry_entry_id_mcp_registry_entries_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mcp_registry_entries_fk";
  
  DROP INDEX "mcp_servers_registry_registry_status_idx";
  DROP INDEX "mcp_servers_registry_registry_entry_idx";
  DROP INDEX "_mcp_servers_v_version_registry_version_registry_status_idx";
  DROP INDEX "_mcp_servers_v_version_registry_version_registry_entry_idx";
  DROP INDEX "payload_locked_documents_rels_mcp_registry_entries_id_idx";
  ALTER TABLE "mcp_servers" DROP COLUMN "registry_status";
  ALTER TABLE "mcp_servers" DROP COLUMN "registry_entry_id";
  ALTER TABLE "mcp_servers" DROP COLUMN "registry_synced_at";
  ALTER TABLE "mcp_servers" DROP COLUMN "downloads_fetched_at";
  ALTER TABLE "mcp_servers" DROP COLUMN "stars_fetched_at";
  ALTER TABLE "mcp_servers" DROP COLUMN "last_push_at";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_registry_status";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_registry_entry_id";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_registry_synced_at";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_downloads_fetched_at";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_stars_fetched_at";
  ALTER TABLE "_mcp_servers_v" DROP COLUMN "version_last_push_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mcp_registry_entries_id";
  DROP TYPE "public"."enum_mcp_servers_registry_status";
  DROP TYPE "public"."enum__mcp_servers_v_version_registry_status";
  DROP TYPE "public"."enum_mcp_registry_entries_status";
  DROP TYPE "public"."enum_mcp_registry_sync_last_outcome";`)
}
