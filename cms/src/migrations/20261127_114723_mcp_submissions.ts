import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * MCP server submissions (mcpSubmit/). The owner column is required, so its foreign key goes with
 * the user (ON DELETE CASCADE, as user_data_cascade does for the other private records); the
 * catalogue record an approval made keeps its own optional owner link.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mcp_submissions_status" AS ENUM('awaiting_proof', 'in_review', 'approved', 'rejected');
  CREATE TYPE "public"."enum_mcp_submissions_source" AS ENUM('server-json', 'repository');
  CREATE TYPE "public"."enum_mcp_submissions_proof_method" AS ENUM('npm', 'pypi', 'http');
  CREATE TYPE "public"."enum_mcp_submissions_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  ALTER TYPE "public"."enum_support_notifications_kind" ADD VALUE 'mcp-submission';
  CREATE TABLE "mcp_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"status" "enum_mcp_submissions_status" DEFAULT 'awaiting_proof' NOT NULL,
  	"name" varchar NOT NULL,
  	"source" "enum_mcp_submissions_source" NOT NULL,
  	"server_json" jsonb NOT NULL,
  	"proof_method" "enum_mcp_submissions_proof_method" NOT NULL,
  	"proof_target" varchar NOT NULL,
  	"challenge_token" varchar NOT NULL,
  	"proved_at" timestamp(3) with time zone,
  	"checked_at" timestamp(3) with time zone,
  	"proof_error" varchar,
  	"locale" "enum_mcp_submissions_locale",
  	"rejection_reason" varchar,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"mcp_server_id" integer,
  	"mails_sent" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mcp_submissions_id" integer;
  ALTER TABLE "mcp_submissions" ADD CONSTRAINT "mcp_submissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_submissions" ADD CONSTRAINT "mcp_submissions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mcp_submissions" ADD CONSTRAINT "mcp_submissions_mcp_server_id_mcp_servers_id_fk" FOREIGN KEY ("mcp_server_id") REFERENCES "public"."mcp_servers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mcp_submissions_owner_idx" ON "mcp_submissions" USING btree ("owner_id");
  CREATE INDEX "mcp_submissions_status_idx" ON "mcp_submissions" USING btree ("status");
  CREATE INDEX "mcp_submissions_name_idx" ON "mcp_submissions" USING btree ("name");
  CREATE INDEX "mcp_submissions_decided_by_idx" ON "mcp_submissions" USING btree ("decided_by_id");
  CREATE INDEX "mcp_submissions_mcp_server_idx" ON "mcp_submissions" USING btree ("mcp_server_id");
  CREATE INDEX "mcp_submissions_updated_at_idx" ON "mcp_submissions" USING btree ("updated_at");
  CREATE INDEX "mcp_submissions_created_at_idx" ON "mcp_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_submissions_fk" FOREIGN KEY ("mcp_submissions_id") REFERENCES "public"."mcp_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mcp_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mcp_submissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mcp_submissions_fk";
  
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_support_notifications_kind";
  CREATE TYPE "public"."enum_support_notifications_kind" AS ENUM('geo-lead', 'fact-report', 'order-paid', 'order-flagged', 'deployment-request', 'market-request');
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_support_notifications_kind" USING "kind"::"public"."enum_support_notifications_kind";
  DROP INDEX "payload_locked_documents_rels_mcp_submissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mcp_submissions_id";
  DROP TYPE "public"."enum_mcp_submissions_status";
  DROP TYPE "public"."enum_mcp_submissions_source";
  DROP TYPE "public"."enum_mcp_submissions_proof_method";
  DROP TYPE "public"."enum_mcp_submissions_locale";`)
}
