import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scenario_plans_kind" AS ENUM('solutions', 'assistant');
  CREATE TYPE "public"."enum_scenario_plans_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_scenario_plans_edition" AS ENUM('intl', 'cn');
  CREATE TYPE "public"."enum_scenario_plans_outcome" AS ENUM('planned', 'empty');
  CREATE TYPE "public"."enum_scenario_history_kind" AS ENUM('solutions', 'assistant');
  CREATE TABLE "scenario_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cache_id" varchar NOT NULL,
  	"kind" "enum_scenario_plans_kind" NOT NULL,
  	"scenario" varchar NOT NULL,
  	"locale" "enum_scenario_plans_locale" NOT NULL,
  	"edition" "enum_scenario_plans_edition" NOT NULL,
  	"outcome" "enum_scenario_plans_outcome" NOT NULL,
  	"plan" jsonb NOT NULL,
  	"engine" varchar NOT NULL,
  	"sandbox" boolean DEFAULT false,
  	"fallback" boolean DEFAULT false,
  	"asks" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scenario_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"plan_id" integer NOT NULL,
  	"kind" "enum_scenario_history_kind" NOT NULL,
  	"scenario" varchar NOT NULL,
  	"cache_id" varchar NOT NULL,
  	"asked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scenario_plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scenario_history_id" integer;
  ALTER TABLE "scenario_history" ADD CONSTRAINT "scenario_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scenario_history" ADD CONSTRAINT "scenario_history_plan_id_scenario_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."scenario_plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "scenario_plans_cache_id_idx" ON "scenario_plans" USING btree ("cache_id");
  CREATE INDEX "scenario_plans_kind_idx" ON "scenario_plans" USING btree ("kind");
  CREATE INDEX "scenario_plans_locale_idx" ON "scenario_plans" USING btree ("locale");
  CREATE INDEX "scenario_plans_outcome_idx" ON "scenario_plans" USING btree ("outcome");
  CREATE INDEX "scenario_plans_asks_idx" ON "scenario_plans" USING btree ("asks");
  CREATE INDEX "scenario_plans_updated_at_idx" ON "scenario_plans" USING btree ("updated_at");
  CREATE INDEX "scenario_plans_created_at_idx" ON "scenario_plans" USING btree ("created_at");
  CREATE INDEX "scenario_history_user_idx" ON "scenario_history" USING btree ("user_id");
  CREATE INDEX "scenario_history_plan_idx" ON "scenario_history" USING btree ("plan_id");
  CREATE INDEX "scenario_history_kind_idx" ON "scenario_history" USING btree ("kind");
  CREATE INDEX "scenario_history_asked_at_idx" ON "scenario_history" USING btree ("asked_at");
  CREATE INDEX "scenario_history_updated_at_idx" ON "scenario_history" USING btree ("updated_at");
  CREATE INDEX "scenario_history_created_at_idx" ON "scenario_history" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_plan_idx" ON "scenario_history" USING btree ("user_id","plan_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scenario_plans_fk" FOREIGN KEY ("scenario_plans_id") REFERENCES "public"."scenario_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scenario_history_fk" FOREIGN KEY ("scenario_history_id") REFERENCES "public"."scenario_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_scenario_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("scenario_plans_id");
  CREATE INDEX "payload_locked_documents_rels_scenario_history_id_idx" ON "payload_locked_documents_rels" USING btree ("scenario_history_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scenario_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scenario_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "scenario_plans" CASCADE;
  DROP TABLE "scenario_history" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scenario_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scenario_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_scenario_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_scenario_history_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scenario_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scenario_history_id";
  DROP TYPE "public"."enum_scenario_plans_kind";
  DROP TYPE "public"."enum_scenario_plans_locale";
  DROP TYPE "public"."enum_scenario_plans_edition";
  DROP TYPE "public"."enum_scenario_plans_outcome";
  DROP TYPE "public"."enum_scenario_history_kind";`)
}
