import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gpus_vendor" AS ENUM('nvidia', 'amd', 'intel', 'apple', 'other');
  CREATE TYPE "public"."enum_market_requests_kind" AS ENUM('data', 'service');
  CREATE TYPE "public"."enum_market_requests_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum_market_requests_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_market_requests_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  ALTER TYPE "public"."enum_support_notifications_kind" ADD VALUE 'market-request';
  CREATE TABLE "gpus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"vendor" "enum_gpus_vendor" NOT NULL,
  	"memory_gb" numeric NOT NULL,
  	"memory_bandwidth_g_bs" numeric,
  	"bf16_tflops" numeric,
  	"fp8" boolean DEFAULT false,
  	"spec_url" varchar,
  	"editorial_review_needs_review" boolean DEFAULT false,
  	"editorial_review_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "market_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"kind" "enum_market_requests_kind" NOT NULL,
  	"need" varchar NOT NULL,
  	"volume" varchar,
  	"budget" numeric,
  	"currency" "enum_market_requests_currency" DEFAULT 'USD',
  	"deadline" varchar,
  	"company" varchar,
  	"name" varchar NOT NULL,
  	"contact" varchar NOT NULL,
  	"locale" "enum_market_requests_locale",
  	"status" "enum_market_requests_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "compute_offers" ADD COLUMN "gpu_spec_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gpus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "market_requests_id" integer;
  ALTER TABLE "market_requests" ADD CONSTRAINT "market_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "gpus_key_idx" ON "gpus" USING btree ("key");
  CREATE INDEX "gpus_vendor_idx" ON "gpus" USING btree ("vendor");
  CREATE INDEX "gpus_editorial_review_editorial_review_needs_review_idx" ON "gpus" USING btree ("editorial_review_needs_review");
  CREATE INDEX "gpus_updated_at_idx" ON "gpus" USING btree ("updated_at");
  CREATE INDEX "gpus_created_at_idx" ON "gpus" USING btree ("created_at");
  CREATE INDEX "market_requests_owner_idx" ON "market_requests" USING btree ("owner_id");
  CREATE INDEX "market_requests_kind_idx" ON "market_requests" USING btree ("kind");
  CREATE INDEX "market_requests_status_idx" ON "market_requests" USING btree ("status");
  CREATE INDEX "market_requests_updated_at_idx" ON "market_requests" USING btree ("updated_at");
  CREATE INDEX "market_requests_created_at_idx" ON "market_requests" USING btree ("created_at");
  ALTER TABLE "compute_offers" ADD CONSTRAINT "compute_offers_gpu_spec_id_gpus_id_fk" FOREIGN KEY ("gpu_spec_id") REFERENCES "public"."gpus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gpus_fk" FOREIGN KEY ("gpus_id") REFERENCES "public"."gpus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_market_requests_fk" FOREIGN KEY ("market_requests_id") REFERENCES "public"."market_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "compute_offers_gpu_spec_idx" ON "compute_offers" USING btree ("gpu_spec_id");
  CREATE INDEX "payload_locked_documents_rels_gpus_id_idx" ON "payload_locked_documents_rels" USING btree ("gpus_id");
  CREATE INDEX "payload_locked_documents_rels_market_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("market_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gpus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gpus" CASCADE;
  DROP TABLE "market_requests" CASCADE;
  ALTER TABLE "compute_offers" DROP CONSTRAINT "compute_offers_gpu_spec_id_gpus_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gpus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_market_requests_fk";
  
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_support_notifications_kind";
  CREATE TYPE "public"."enum_support_notifications_kind" AS ENUM('geo-lead', 'fact-report', 'order-paid', 'order-flagged', 'deployment-request');
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_support_notifications_kind" USING "kind"::"public"."enum_support_notifications_kind";
  DROP INDEX "compute_offers_gpu_spec_idx";
  DROP INDEX "payload_locked_documents_rels_gpus_id_idx";
  DROP INDEX "payload_locked_documents_rels_market_requests_id_idx";
  ALTER TABLE "compute_offers" DROP COLUMN "gpu_spec_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gpus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "market_requests_id";
  DROP TYPE "public"."enum_gpus_vendor";
  DROP TYPE "public"."enum_market_requests_kind";
  DROP TYPE "public"."enum_market_requests_currency";
  DROP TYPE "public"."enum_market_requests_locale";
  DROP TYPE "public"."enum_market_requests_status";`)
}
