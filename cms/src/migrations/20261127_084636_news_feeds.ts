import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_topic" AS ENUM('funding', 'model', 'launch', 'research', 'general');
  CREATE TYPE "public"."enum_news_feed_language" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_news_feed_translation" AS ENUM('translated', 'original');
  CREATE TYPE "public"."enum__news_v_version_topic" AS ENUM('funding', 'model', 'launch', 'research', 'general');
  CREATE TYPE "public"."enum__news_v_version_feed_language" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum__news_v_version_feed_translation" AS ENUM('translated', 'original');
  CREATE TYPE "public"."enum_news_feeds_language" AS ENUM('auto', 'en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_news_feeds_topic" AS ENUM('funding', 'model', 'launch', 'research', 'general');
  CREATE TYPE "public"."enum_news_feeds_publish_mode" AS ENUM('review', 'direct');
  CREATE TYPE "public"."enum_news_feeds_last_fetch_outcome" AS ENUM('completed', 'failed');
  CREATE TABLE "news_feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"language" "enum_news_feeds_language" DEFAULT 'auto',
  	"topic" "enum_news_feeds_topic" DEFAULT 'general',
  	"publish_mode" "enum_news_feeds_publish_mode" DEFAULT 'review' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"last_fetch_at" timestamp(3) with time zone,
  	"last_fetch_outcome" "enum_news_feeds_last_fetch_outcome",
  	"last_fetch_error" varchar,
  	"last_fetch_received" numeric,
  	"last_fetch_added" numeric,
  	"last_fetch_duplicates" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "topic" "enum_news_topic";
  ALTER TABLE "news" ADD COLUMN "feed_source_id" integer;
  ALTER TABLE "news" ADD COLUMN "feed_url_key" varchar;
  ALTER TABLE "news" ADD COLUMN "feed_language" "enum_news_feed_language";
  ALTER TABLE "news" ADD COLUMN "feed_translation" "enum_news_feed_translation";
  ALTER TABLE "news" ADD COLUMN "brief_day" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_topic" "enum__news_v_version_topic";
  ALTER TABLE "_news_v" ADD COLUMN "version_feed_source_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_feed_url_key" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_feed_language" "enum__news_v_version_feed_language";
  ALTER TABLE "_news_v" ADD COLUMN "version_feed_translation" "enum__news_v_version_feed_translation";
  ALTER TABLE "_news_v" ADD COLUMN "version_brief_day" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_feeds_id" integer;
  CREATE UNIQUE INDEX "news_feeds_url_idx" ON "news_feeds" USING btree ("url");
  CREATE INDEX "news_feeds_updated_at_idx" ON "news_feeds" USING btree ("updated_at");
  CREATE INDEX "news_feeds_created_at_idx" ON "news_feeds" USING btree ("created_at");
  ALTER TABLE "news" ADD CONSTRAINT "news_feed_source_id_news_feeds_id_fk" FOREIGN KEY ("feed_source_id") REFERENCES "public"."news_feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_feed_source_id_news_feeds_id_fk" FOREIGN KEY ("version_feed_source_id") REFERENCES "public"."news_feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_feeds_fk" FOREIGN KEY ("news_feeds_id") REFERENCES "public"."news_feeds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_topic_idx" ON "news" USING btree ("topic");
  CREATE INDEX "news_feed_feed_source_idx" ON "news" USING btree ("feed_source_id");
  CREATE UNIQUE INDEX "news_feed_feed_url_key_idx" ON "news" USING btree ("feed_url_key");
  CREATE UNIQUE INDEX "news_brief_day_idx" ON "news" USING btree ("brief_day");
  CREATE INDEX "_news_v_version_version_topic_idx" ON "_news_v" USING btree ("version_topic");
  CREATE INDEX "_news_v_version_feed_version_feed_source_idx" ON "_news_v" USING btree ("version_feed_source_id");
  CREATE INDEX "_news_v_version_feed_version_feed_url_key_idx" ON "_news_v" USING btree ("version_feed_url_key");
  CREATE INDEX "_news_v_version_version_brief_day_idx" ON "_news_v" USING btree ("version_brief_day");
  CREATE INDEX "payload_locked_documents_rels_news_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("news_feeds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_feeds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_feeds" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_feed_source_id_news_feeds_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_feed_source_id_news_feeds_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_feeds_fk";
  
  DROP INDEX "news_topic_idx";
  DROP INDEX "news_feed_feed_source_idx";
  DROP INDEX "news_feed_feed_url_key_idx";
  DROP INDEX "news_brief_day_idx";
  DROP INDEX "_news_v_version_version_topic_idx";
  DROP INDEX "_news_v_version_feed_version_feed_source_idx";
  DROP INDEX "_news_v_version_feed_version_feed_url_key_idx";
  DROP INDEX "_news_v_version_version_brief_day_idx";
  DROP INDEX "payload_locked_documents_rels_news_feeds_id_idx";
  ALTER TABLE "news" DROP COLUMN "topic";
  ALTER TABLE "news" DROP COLUMN "feed_source_id";
  ALTER TABLE "news" DROP COLUMN "feed_url_key";
  ALTER TABLE "news" DROP COLUMN "feed_language";
  ALTER TABLE "news" DROP COLUMN "feed_translation";
  ALTER TABLE "news" DROP COLUMN "brief_day";
  ALTER TABLE "_news_v" DROP COLUMN "version_topic";
  ALTER TABLE "_news_v" DROP COLUMN "version_feed_source_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_feed_url_key";
  ALTER TABLE "_news_v" DROP COLUMN "version_feed_language";
  ALTER TABLE "_news_v" DROP COLUMN "version_feed_translation";
  ALTER TABLE "_news_v" DROP COLUMN "version_brief_day";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_feeds_id";
  DROP TYPE "public"."enum_news_topic";
  DROP TYPE "public"."enum_news_feed_language";
  DROP TYPE "public"."enum_news_feed_translation";
  DROP TYPE "public"."enum__news_v_version_topic";
  DROP TYPE "public"."enum__news_v_version_feed_language";
  DROP TYPE "public"."enum__news_v_version_feed_translation";
  DROP TYPE "public"."enum_news_feeds_language";
  DROP TYPE "public"."enum_news_feeds_topic";
  DROP TYPE "public"."enum_news_feeds_publish_mode";
  DROP TYPE "public"."enum_news_feeds_last_fetch_outcome";`)
}
