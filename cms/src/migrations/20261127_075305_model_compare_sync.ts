import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ai_models_sync_locked_fields" AS ENUM('contextWindow', 'maxOutputTokens', 'pricing.input', 'pricing.cachedInput', 'pricing.cacheWrite', 'pricing.output', 'pricing.reasoning', 'modalities.input', 'modalities.output', 'features.tools', 'features.structuredOutput', 'features.reasoning', 'features.vision');
  CREATE TYPE "public"."enum__ai_models_v_version_sync_locked_fields" AS ENUM('contextWindow', 'maxOutputTokens', 'pricing.input', 'pricing.cachedInput', 'pricing.cacheWrite', 'pricing.output', 'pricing.reasoning', 'modalities.input', 'modalities.output', 'features.tools', 'features.structuredOutput', 'features.reasoning', 'features.vision');
  CREATE TYPE "public"."enum_ai_model_changes_field" AS ENUM('contextWindow', 'maxOutputTokens', 'pricing.input', 'pricing.cachedInput', 'pricing.cacheWrite', 'pricing.output', 'pricing.reasoning', 'modalities.input', 'modalities.output', 'features.tools', 'features.structuredOutput', 'features.reasoning', 'features.vision');
  CREATE TABLE "ai_models_sync_locked_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ai_models_sync_locked_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_ai_models_v_version_sync_locked_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__ai_models_v_version_sync_locked_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ai_model_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_id" integer,
  	"field" "enum_ai_model_changes_field" NOT NULL,
  	"before" jsonb,
  	"after" jsonb,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "ai_models_benchmarks" ADD COLUMN "source" varchar;
  ALTER TABLE "ai_models_benchmarks" ADD COLUMN "date" timestamp(3) with time zone;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_cache_write_amount" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_cache_write_currency" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_reasoning_amount" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_reasoning_currency" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "features_tools" boolean;
  ALTER TABLE "ai_models" ADD COLUMN "features_structured_output" boolean;
  ALTER TABLE "ai_models" ADD COLUMN "features_reasoning" boolean;
  ALTER TABLE "ai_models" ADD COLUMN "features_vision" boolean;
  ALTER TABLE "ai_models" ADD COLUMN "sync_external_id" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "sync_last_synced_at" timestamp(3) with time zone;
  ALTER TABLE "_ai_models_v_version_benchmarks" ADD COLUMN "source" varchar;
  ALTER TABLE "_ai_models_v_version_benchmarks" ADD COLUMN "date" timestamp(3) with time zone;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_cache_write_amount" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_cache_write_currency" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_reasoning_amount" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_reasoning_currency" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_features_tools" boolean;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_features_structured_output" boolean;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_features_reasoning" boolean;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_features_vision" boolean;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_sync_external_id" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_sync_last_synced_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ai_model_changes_id" integer;
  ALTER TABLE "ai_models_sync_locked_fields" ADD CONSTRAINT "ai_models_sync_locked_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v_version_sync_locked_fields" ADD CONSTRAINT "_ai_models_v_version_sync_locked_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_ai_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_model_changes" ADD CONSTRAINT "ai_model_changes_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ai_models_sync_locked_fields_order_idx" ON "ai_models_sync_locked_fields" USING btree ("order");
  CREATE INDEX "ai_models_sync_locked_fields_parent_idx" ON "ai_models_sync_locked_fields" USING btree ("parent_id");
  CREATE INDEX "_ai_models_v_version_sync_locked_fields_order_idx" ON "_ai_models_v_version_sync_locked_fields" USING btree ("order");
  CREATE INDEX "_ai_models_v_version_sync_locked_fields_parent_idx" ON "_ai_models_v_version_sync_locked_fields" USING btree ("parent_id");
  CREATE INDEX "ai_model_changes_model_idx" ON "ai_model_changes" USING btree ("model_id");
  CREATE INDEX "ai_model_changes_changed_at_idx" ON "ai_model_changes" USING btree ("changed_at");
  CREATE INDEX "ai_model_changes_updated_at_idx" ON "ai_model_changes" USING btree ("updated_at");
  CREATE INDEX "ai_model_changes_created_at_idx" ON "ai_model_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ai_model_changes_fk" FOREIGN KEY ("ai_model_changes_id") REFERENCES "public"."ai_model_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ai_models_sync_sync_external_id_idx" ON "ai_models" USING btree ("sync_external_id");
  CREATE INDEX "_ai_models_v_version_sync_version_sync_external_id_idx" ON "_ai_models_v" USING btree ("version_sync_external_id");
  CREATE INDEX "payload_locked_documents_rels_ai_model_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("ai_model_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ai_models_sync_locked_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v_version_sync_locked_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ai_model_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ai_models_sync_locked_fields" CASCADE;
  DROP TABLE "_ai_models_v_version_sync_locked_fields" CASCADE;
  DROP TABLE "ai_model_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ai_model_changes_fk";
  
  DROP INDEX "ai_models_sync_sync_external_id_idx";
  DROP INDEX "_ai_models_v_version_sync_version_sync_external_id_idx";
  DROP INDEX "payload_locked_documents_rels_ai_model_changes_id_idx";
  ALTER TABLE "ai_models_benchmarks" DROP COLUMN "source";
  ALTER TABLE "ai_models_benchmarks" DROP COLUMN "date";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_cache_write_amount";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_cache_write_currency";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_reasoning_amount";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_reasoning_currency";
  ALTER TABLE "ai_models" DROP COLUMN "features_tools";
  ALTER TABLE "ai_models" DROP COLUMN "features_structured_output";
  ALTER TABLE "ai_models" DROP COLUMN "features_reasoning";
  ALTER TABLE "ai_models" DROP COLUMN "features_vision";
  ALTER TABLE "ai_models" DROP COLUMN "sync_external_id";
  ALTER TABLE "ai_models" DROP COLUMN "sync_last_synced_at";
  ALTER TABLE "_ai_models_v_version_benchmarks" DROP COLUMN "source";
  ALTER TABLE "_ai_models_v_version_benchmarks" DROP COLUMN "date";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_cache_write_amount";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_cache_write_currency";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_reasoning_amount";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_reasoning_currency";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_features_tools";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_features_structured_output";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_features_reasoning";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_features_vision";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_sync_external_id";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_sync_last_synced_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ai_model_changes_id";
  DROP TYPE "public"."enum_ai_models_sync_locked_fields";
  DROP TYPE "public"."enum__ai_models_v_version_sync_locked_fields";
  DROP TYPE "public"."enum_ai_model_changes_field";`)
}
