import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_geo_checks_platforms" AS ENUM('deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin');
  CREATE TYPE "public"."enum_geo_detections_platform" AS ENUM('deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin', 'chatgpt', 'claude', 'gemini', 'perplexity');
  CREATE TYPE "public"."enum_geo_detections_status" AS ENUM('queued', 'detecting', 'completed', 'error');
  CREATE TYPE "public"."enum_geo_detections_verdict" AS ENUM('recommended', 'mentioned', 'competitor_only', 'negative', 'absent');
  CREATE TYPE "public"."enum_geo_samples_status" AS ENUM('recommended', 'mentioned', 'competitor_only', 'negative', 'absent');
  CREATE TABLE "geo_checks_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_geo_checks_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "geo_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"question" varchar NOT NULL,
  	"samples_per_platform" numeric NOT NULL,
  	"web_search" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "geo_checks_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "geo_detections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"check_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"platform" "enum_geo_detections_platform" NOT NULL,
  	"status" "enum_geo_detections_status" DEFAULT 'queued' NOT NULL,
  	"run" numeric DEFAULT 1 NOT NULL,
  	"progress" numeric DEFAULT 0 NOT NULL,
  	"samples_wanted" numeric NOT NULL,
  	"recommended" boolean DEFAULT false,
  	"verdict" "enum_geo_detections_verdict",
  	"exposures" numeric DEFAULT 0,
  	"recommended_samples" numeric DEFAULT 0,
  	"agreement" numeric,
  	"position" numeric,
  	"evidence" jsonb,
  	"sandbox" boolean DEFAULT false,
  	"error" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "geo_samples" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"detection_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"run" numeric NOT NULL,
  	"index" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"citations" jsonb,
  	"model" varchar,
  	"usage" jsonb,
  	"raw" jsonb,
  	"sandbox" boolean DEFAULT false,
  	"duration_ms" numeric,
  	"status" "enum_geo_samples_status",
  	"exposures" numeric,
  	"analysis" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "geo_checks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "geo_detections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "geo_samples_id" integer;
  ALTER TABLE "geo_checks_platforms" ADD CONSTRAINT "geo_checks_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."geo_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "geo_checks" ADD CONSTRAINT "geo_checks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "geo_checks_texts" ADD CONSTRAINT "geo_checks_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."geo_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "geo_detections" ADD CONSTRAINT "geo_detections_check_id_geo_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."geo_checks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "geo_detections" ADD CONSTRAINT "geo_detections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "geo_samples" ADD CONSTRAINT "geo_samples_detection_id_geo_detections_id_fk" FOREIGN KEY ("detection_id") REFERENCES "public"."geo_detections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "geo_samples" ADD CONSTRAINT "geo_samples_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "geo_checks_platforms_order_idx" ON "geo_checks_platforms" USING btree ("order");
  CREATE INDEX "geo_checks_platforms_parent_idx" ON "geo_checks_platforms" USING btree ("parent_id");
  CREATE INDEX "geo_checks_owner_idx" ON "geo_checks" USING btree ("owner_id");
  CREATE INDEX "geo_checks_updated_at_idx" ON "geo_checks" USING btree ("updated_at");
  CREATE INDEX "geo_checks_created_at_idx" ON "geo_checks" USING btree ("created_at");
  CREATE INDEX "geo_checks_texts_order_parent" ON "geo_checks_texts" USING btree ("order","parent_id");
  CREATE INDEX "geo_detections_check_idx" ON "geo_detections" USING btree ("check_id");
  CREATE INDEX "geo_detections_owner_idx" ON "geo_detections" USING btree ("owner_id");
  CREATE INDEX "geo_detections_platform_idx" ON "geo_detections" USING btree ("platform");
  CREATE INDEX "geo_detections_status_idx" ON "geo_detections" USING btree ("status");
  CREATE INDEX "geo_detections_updated_at_idx" ON "geo_detections" USING btree ("updated_at");
  CREATE INDEX "geo_detections_created_at_idx" ON "geo_detections" USING btree ("created_at");
  CREATE INDEX "geo_samples_detection_idx" ON "geo_samples" USING btree ("detection_id");
  CREATE INDEX "geo_samples_owner_idx" ON "geo_samples" USING btree ("owner_id");
  CREATE INDEX "geo_samples_updated_at_idx" ON "geo_samples" USING btree ("updated_at");
  CREATE INDEX "geo_samples_created_at_idx" ON "geo_samples" USING btree ("created_at");
  CREATE UNIQUE INDEX "detection_run_index_idx" ON "geo_samples" USING btree ("detection_id","run","index");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_geo_checks_fk" FOREIGN KEY ("geo_checks_id") REFERENCES "public"."geo_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_geo_detections_fk" FOREIGN KEY ("geo_detections_id") REFERENCES "public"."geo_detections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_geo_samples_fk" FOREIGN KEY ("geo_samples_id") REFERENCES "public"."geo_samples"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_geo_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("geo_checks_id");
  CREATE INDEX "payload_locked_documents_rels_geo_detections_id_idx" ON "payload_locked_documents_rels" USING btree ("geo_detections_id");
  CREATE INDEX "payload_locked_documents_rels_geo_samples_id_idx" ON "payload_locked_documents_rels" USING btree ("geo_samples_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "geo_checks_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "geo_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "geo_checks_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "geo_detections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "geo_samples" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "geo_checks_platforms" CASCADE;
  DROP TABLE "geo_checks" CASCADE;
  DROP TABLE "geo_checks_texts" CASCADE;
  DROP TABLE "geo_detections" CASCADE;
  DROP TABLE "geo_samples" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_geo_checks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_geo_detections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_geo_samples_fk";
  
  DROP INDEX "payload_locked_documents_rels_geo_checks_id_idx";
  DROP INDEX "payload_locked_documents_rels_geo_detections_id_idx";
  DROP INDEX "payload_locked_documents_rels_geo_samples_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "geo_checks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "geo_detections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "geo_samples_id";
  DROP TYPE "public"."enum_geo_checks_platforms";
  DROP TYPE "public"."enum_geo_detections_platform";
  DROP TYPE "public"."enum_geo_detections_status";
  DROP TYPE "public"."enum_geo_detections_verdict";
  DROP TYPE "public"."enum_geo_samples_status";`)
}
