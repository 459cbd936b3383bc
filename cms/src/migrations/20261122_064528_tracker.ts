import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trackers_language" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_trackers_status" AS ENUM('draft', 'generating', 'completed', 'failed');
  CREATE TYPE "public"."enum_trackers_schedule" AS ENUM('none', 'daily', 'weekly', 'monthly');
  CREATE TYPE "public"."enum_tracker_runs_platforms" AS ENUM('deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin', 'chatgpt', 'claude', 'gemini', 'perplexity');
  CREATE TYPE "public"."enum_tracker_runs_trigger" AS ENUM('user', 'schedule');
  CREATE TYPE "public"."enum_tracker_runs_status" AS ENUM('queued', 'questions', 'answering', 'analyzing', 'completed', 'failed');
  CREATE TYPE "public"."enum_tracker_questions_intent" AS ENUM('informational', 'transactional', 'navigational', 'commercial_investigation');
  CREATE TYPE "public"."enum_tracker_answers_platform" AS ENUM('deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin', 'chatgpt', 'claude', 'gemini', 'perplexity');
  CREATE TYPE "public"."enum_tracker_answers_brand_status" AS ENUM('recommended', 'mentioned', 'competitor_only', 'negative', 'absent');
  CREATE TYPE "public"."enum_tracker_reports_exposure_level" AS ENUM('low', 'slightly_low', 'normal', 'premium', 'high');
  CREATE TABLE "trackers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"website_url" varchar,
  	"language" "enum_trackers_language" DEFAULT 'en' NOT NULL,
  	"status" "enum_trackers_status" DEFAULT 'draft' NOT NULL,
  	"schedule" "enum_trackers_schedule" DEFAULT 'weekly' NOT NULL,
  	"next_run_at" timestamp(3) with time zone,
  	"public" boolean DEFAULT false,
  	"latest_score" numeric,
  	"latest_run_at" timestamp(3) with time zone,
  	"last_viewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trackers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "tracker_runs_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tracker_runs_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tracker_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracker_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"trigger" "enum_tracker_runs_trigger" DEFAULT 'user' NOT NULL,
  	"status" "enum_tracker_runs_status" DEFAULT 'queued' NOT NULL,
  	"samples" numeric DEFAULT 1 NOT NULL,
  	"web_search" boolean DEFAULT true,
  	"questions_total" numeric DEFAULT 0,
  	"parts" jsonb DEFAULT '{}'::jsonb,
  	"error" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracker_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"run_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"index" numeric NOT NULL,
  	"question" varchar NOT NULL,
  	"intent" "enum_tracker_questions_intent" NOT NULL,
  	"topic" varchar,
  	"processing_ms" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracker_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"run_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"platform" "enum_tracker_answers_platform" NOT NULL,
  	"sample" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"citations" jsonb,
  	"model" varchar,
  	"usage" jsonb,
  	"raw" jsonb,
  	"sandbox" boolean DEFAULT false,
  	"duration_ms" numeric,
  	"brand_status" "enum_tracker_answers_brand_status",
  	"exposures" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracker_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"run_id" integer NOT NULL,
  	"tracker_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"brand_score" numeric NOT NULL,
  	"score_version" varchar NOT NULL,
  	"uncertain" boolean DEFAULT false,
  	"exposures" numeric,
  	"exposure_level" "enum_tracker_reports_exposure_level",
  	"platforms" jsonb NOT NULL,
  	"failed_platforms" jsonb,
  	"hot_topics" jsonb,
  	"competitors" jsonb,
  	"strategy" jsonb,
  	"sandbox" boolean DEFAULT false,
  	"data_updated_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trackers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracker_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracker_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracker_answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracker_reports_id" integer;
  ALTER TABLE "trackers" ADD CONSTRAINT "trackers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trackers_texts" ADD CONSTRAINT "trackers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trackers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tracker_runs_platforms" ADD CONSTRAINT "tracker_runs_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tracker_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tracker_runs" ADD CONSTRAINT "tracker_runs_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_runs" ADD CONSTRAINT "tracker_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_questions" ADD CONSTRAINT "tracker_questions_run_id_tracker_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tracker_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_questions" ADD CONSTRAINT "tracker_questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_answers" ADD CONSTRAINT "tracker_answers_run_id_tracker_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tracker_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_answers" ADD CONSTRAINT "tracker_answers_question_id_tracker_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."tracker_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_answers" ADD CONSTRAINT "tracker_answers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_reports" ADD CONSTRAINT "tracker_reports_run_id_tracker_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tracker_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_reports" ADD CONSTRAINT "tracker_reports_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracker_reports" ADD CONSTRAINT "tracker_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trackers_owner_idx" ON "trackers" USING btree ("owner_id");
  CREATE INDEX "trackers_brand_name_idx" ON "trackers" USING btree ("brand_name");
  CREATE INDEX "trackers_status_idx" ON "trackers" USING btree ("status");
  CREATE INDEX "trackers_next_run_at_idx" ON "trackers" USING btree ("next_run_at");
  CREATE INDEX "trackers_public_idx" ON "trackers" USING btree ("public");
  CREATE INDEX "trackers_latest_score_idx" ON "trackers" USING btree ("latest_score");
  CREATE INDEX "trackers_last_viewed_at_idx" ON "trackers" USING btree ("last_viewed_at");
  CREATE INDEX "trackers_updated_at_idx" ON "trackers" USING btree ("updated_at");
  CREATE INDEX "trackers_created_at_idx" ON "trackers" USING btree ("created_at");
  CREATE INDEX "trackers_texts_order_parent" ON "trackers_texts" USING btree ("order","parent_id");
  CREATE INDEX "tracker_runs_platforms_order_idx" ON "tracker_runs_platforms" USING btree ("order");
  CREATE INDEX "tracker_runs_platforms_parent_idx" ON "tracker_runs_platforms" USING btree ("parent_id");
  CREATE INDEX "tracker_runs_tracker_idx" ON "tracker_runs" USING btree ("tracker_id");
  CREATE INDEX "tracker_runs_owner_idx" ON "tracker_runs" USING btree ("owner_id");
  CREATE INDEX "tracker_runs_status_idx" ON "tracker_runs" USING btree ("status");
  CREATE INDEX "tracker_runs_updated_at_idx" ON "tracker_runs" USING btree ("updated_at");
  CREATE INDEX "tracker_runs_created_at_idx" ON "tracker_runs" USING btree ("created_at");
  CREATE INDEX "tracker_questions_run_idx" ON "tracker_questions" USING btree ("run_id");
  CREATE INDEX "tracker_questions_owner_idx" ON "tracker_questions" USING btree ("owner_id");
  CREATE INDEX "tracker_questions_updated_at_idx" ON "tracker_questions" USING btree ("updated_at");
  CREATE INDEX "tracker_questions_created_at_idx" ON "tracker_questions" USING btree ("created_at");
  CREATE UNIQUE INDEX "run_index_idx" ON "tracker_questions" USING btree ("run_id","index");
  CREATE INDEX "tracker_answers_run_idx" ON "tracker_answers" USING btree ("run_id");
  CREATE INDEX "tracker_answers_question_idx" ON "tracker_answers" USING btree ("question_id");
  CREATE INDEX "tracker_answers_owner_idx" ON "tracker_answers" USING btree ("owner_id");
  CREATE INDEX "tracker_answers_updated_at_idx" ON "tracker_answers" USING btree ("updated_at");
  CREATE INDEX "tracker_answers_created_at_idx" ON "tracker_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "run_question_platform_sample_idx" ON "tracker_answers" USING btree ("run_id","question_id","platform","sample");
  CREATE UNIQUE INDEX "tracker_reports_run_idx" ON "tracker_reports" USING btree ("run_id");
  CREATE INDEX "tracker_reports_tracker_idx" ON "tracker_reports" USING btree ("tracker_id");
  CREATE INDEX "tracker_reports_owner_idx" ON "tracker_reports" USING btree ("owner_id");
  CREATE INDEX "tracker_reports_updated_at_idx" ON "tracker_reports" USING btree ("updated_at");
  CREATE INDEX "tracker_reports_created_at_idx" ON "tracker_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trackers_fk" FOREIGN KEY ("trackers_id") REFERENCES "public"."trackers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracker_runs_fk" FOREIGN KEY ("tracker_runs_id") REFERENCES "public"."tracker_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracker_questions_fk" FOREIGN KEY ("tracker_questions_id") REFERENCES "public"."tracker_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracker_answers_fk" FOREIGN KEY ("tracker_answers_id") REFERENCES "public"."tracker_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracker_reports_fk" FOREIGN KEY ("tracker_reports_id") REFERENCES "public"."tracker_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trackers_id_idx" ON "payload_locked_documents_rels" USING btree ("trackers_id");
  CREATE INDEX "payload_locked_documents_rels_tracker_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("tracker_runs_id");
  CREATE INDEX "payload_locked_documents_rels_tracker_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("tracker_questions_id");
  CREATE INDEX "payload_locked_documents_rels_tracker_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("tracker_answers_id");
  CREATE INDEX "payload_locked_documents_rels_tracker_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("tracker_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trackers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trackers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracker_runs_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracker_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracker_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracker_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracker_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trackers" CASCADE;
  DROP TABLE "trackers_texts" CASCADE;
  DROP TABLE "tracker_runs_platforms" CASCADE;
  DROP TABLE "tracker_runs" CASCADE;
  DROP TABLE "tracker_questions" CASCADE;
  DROP TABLE "tracker_answers" CASCADE;
  DROP TABLE "tracker_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trackers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracker_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracker_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracker_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracker_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_trackers_id_idx";
  DROP INDEX "payload_locked_documents_rels_tracker_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_tracker_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_tracker_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_tracker_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trackers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracker_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracker_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracker_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracker_reports_id";
  DROP TYPE "public"."enum_trackers_language";
  DROP TYPE "public"."enum_trackers_status";
  DROP TYPE "public"."enum_trackers_schedule";
  DROP TYPE "public"."enum_tracker_runs_platforms";
  DROP TYPE "public"."enum_tracker_runs_trigger";
  DROP TYPE "public"."enum_tracker_runs_status";
  DROP TYPE "public"."enum_tracker_questions_intent";
  DROP TYPE "public"."enum_tracker_answers_platform";
  DROP TYPE "public"."enum_tracker_answers_brand_status";
  DROP TYPE "public"."enum_tracker_reports_exposure_level";`)
}
