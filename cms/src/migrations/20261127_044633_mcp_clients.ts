import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mcp_clients_transports" AS ENUM('stdio', 'sse', 'streamable-http');
  CREATE TYPE "public"."enum_mcp_clients_features" AS ENUM('tools', 'resources', 'prompts', 'sampling', 'roots', 'elicitation', 'oauth');
  CREATE TYPE "public"."enum_mcp_clients_platforms" AS ENUM('macos', 'windows', 'linux', 'web', 'vscode', 'jetbrains');
  CREATE TYPE "public"."enum_mcp_clients_status" AS ENUM('draft', 'published');
  CREATE TABLE "mcp_clients_transports" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_mcp_clients_transports",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "mcp_clients_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_mcp_clients_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "mcp_clients_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_mcp_clients_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "mcp_clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_mcp_clients_status" DEFAULT 'draft' NOT NULL,
  	"name" varchar NOT NULL,
  	"vendor" varchar NOT NULL,
  	"website" varchar NOT NULL,
  	"docs_url" varchar NOT NULL,
  	"config_location" varchar NOT NULL,
  	"order" numeric DEFAULT 100 NOT NULL,
  	"editorial_review_needs_review" boolean DEFAULT false,
  	"editorial_review_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mcp_clients_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mcp_clients_id" integer;
  ALTER TABLE "mcp_clients_transports" ADD CONSTRAINT "mcp_clients_transports_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mcp_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_clients_features" ADD CONSTRAINT "mcp_clients_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mcp_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_clients_platforms" ADD CONSTRAINT "mcp_clients_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mcp_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_clients_locales" ADD CONSTRAINT "mcp_clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mcp_clients_transports_order_idx" ON "mcp_clients_transports" USING btree ("order");
  CREATE INDEX "mcp_clients_transports_parent_idx" ON "mcp_clients_transports" USING btree ("parent_id");
  CREATE INDEX "mcp_clients_features_order_idx" ON "mcp_clients_features" USING btree ("order");
  CREATE INDEX "mcp_clients_features_parent_idx" ON "mcp_clients_features" USING btree ("parent_id");
  CREATE INDEX "mcp_clients_platforms_order_idx" ON "mcp_clients_platforms" USING btree ("order");
  CREATE INDEX "mcp_clients_platforms_parent_idx" ON "mcp_clients_platforms" USING btree ("parent_id");
  CREATE UNIQUE INDEX "mcp_clients_key_idx" ON "mcp_clients" USING btree ("key");
  CREATE INDEX "mcp_clients_status_idx" ON "mcp_clients" USING btree ("status");
  CREATE INDEX "mcp_clients_order_idx" ON "mcp_clients" USING btree ("order");
  CREATE INDEX "mcp_clients_editorial_review_editorial_review_needs_revi_idx" ON "mcp_clients" USING btree ("editorial_review_needs_review");
  CREATE INDEX "mcp_clients_updated_at_idx" ON "mcp_clients" USING btree ("updated_at");
  CREATE INDEX "mcp_clients_created_at_idx" ON "mcp_clients" USING btree ("created_at");
  CREATE UNIQUE INDEX "mcp_clients_locales_locale_parent_id_unique" ON "mcp_clients_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_clients_fk" FOREIGN KEY ("mcp_clients_id") REFERENCES "public"."mcp_clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mcp_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_clients_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_clients_transports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mcp_clients_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mcp_clients_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mcp_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mcp_clients_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mcp_clients_transports" CASCADE;
  DROP TABLE "mcp_clients_features" CASCADE;
  DROP TABLE "mcp_clients_platforms" CASCADE;
  DROP TABLE "mcp_clients" CASCADE;
  DROP TABLE "mcp_clients_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mcp_clients_fk";
  
  DROP INDEX "payload_locked_documents_rels_mcp_clients_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mcp_clients_id";
  DROP TYPE "public"."enum_mcp_clients_transports";
  DROP TYPE "public"."enum_mcp_clients_features";
  DROP TYPE "public"."enum_mcp_clients_platforms";
  DROP TYPE "public"."enum_mcp_clients_status";`)
}
