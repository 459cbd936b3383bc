import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mcp_server_probes_status" AS ENUM('up', 'degraded', 'down');
  CREATE TABLE "mcp_server_probes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"server_id" integer,
  	"probe_key" varchar NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_mcp_server_probes_status" NOT NULL,
  	"latency_ms" numeric,
  	"url" varchar,
  	"transport" varchar,
  	"protocol_version" varchar,
  	"tool_count" numeric,
  	"resource_count" numeric,
  	"prompt_count" numeric,
  	"tools" jsonb,
  	"tools_hash" varchar,
  	"tools_changed" boolean,
  	"tools_added" jsonb,
  	"tools_removed" jsonb,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mcp_server_probes_id" integer;
  ALTER TABLE "mcp_server_probes" ADD CONSTRAINT "mcp_server_probes_server_id_mcp_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."mcp_servers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mcp_server_probes_server_idx" ON "mcp_server_probes" USING btree ("server_id");
  CREATE UNIQUE INDEX "mcp_server_probes_probe_key_idx" ON "mcp_server_probes" USING btree ("probe_key");
  CREATE INDEX "mcp_server_probes_checked_at_idx" ON "mcp_server_probes" USING btree ("checked_at");
  CREATE INDEX "mcp_server_probes_tools_changed_idx" ON "mcp_server_probes" USING btree ("tools_changed");
  CREATE INDEX "mcp_server_probes_updated_at_idx" ON "mcp_server_probes" USING btree ("updated_at");
  CREATE INDEX "mcp_server_probes_created_at_idx" ON "mcp_server_probes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_server_probes_fk" FOREIGN KEY ("mcp_server_probes_id") REFERENCES "public"."mcp_server_probes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mcp_server_probes_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_server_probes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_server_probes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mcp_server_probes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mcp_server_probes_fk";
  
  DROP INDEX "payload_locked_documents_rels_mcp_server_probes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mcp_server_probes_id";
  DROP TYPE "public"."enum_mcp_server_probes_status";`)
}
