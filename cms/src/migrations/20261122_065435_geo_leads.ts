import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_geo_leads_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_geo_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_support_notifications_kind" AS ENUM('geo-lead');
  CREATE TABLE "geo_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"requirements" varchar NOT NULL,
  	"locale" "enum_geo_leads_locale",
  	"status" "enum_geo_leads_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "support_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"kind" "enum_support_notifications_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"link" varchar,
  	"done" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "geo_leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_notifications_id" integer;
  ALTER TABLE "geo_leads" ADD CONSTRAINT "geo_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "geo_leads_owner_idx" ON "geo_leads" USING btree ("owner_id");
  CREATE INDEX "geo_leads_status_idx" ON "geo_leads" USING btree ("status");
  CREATE INDEX "geo_leads_updated_at_idx" ON "geo_leads" USING btree ("updated_at");
  CREATE INDEX "geo_leads_created_at_idx" ON "geo_leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "support_notifications_source_idx" ON "support_notifications" USING btree ("source");
  CREATE INDEX "support_notifications_kind_idx" ON "support_notifications" USING btree ("kind");
  CREATE INDEX "support_notifications_done_idx" ON "support_notifications" USING btree ("done");
  CREATE INDEX "support_notifications_updated_at_idx" ON "support_notifications" USING btree ("updated_at");
  CREATE INDEX "support_notifications_created_at_idx" ON "support_notifications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_geo_leads_fk" FOREIGN KEY ("geo_leads_id") REFERENCES "public"."geo_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_notifications_fk" FOREIGN KEY ("support_notifications_id") REFERENCES "public"."support_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_geo_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("geo_leads_id");
  CREATE INDEX "payload_locked_documents_rels_support_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("support_notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "geo_leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "support_notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "geo_leads" CASCADE;
  DROP TABLE "support_notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_geo_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_notifications_fk";
  
  DROP INDEX "payload_locked_documents_rels_geo_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_support_notifications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "geo_leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_notifications_id";
  DROP TYPE "public"."enum_geo_leads_locale";
  DROP TYPE "public"."enum_geo_leads_status";
  DROP TYPE "public"."enum_support_notifications_kind";`)
}
