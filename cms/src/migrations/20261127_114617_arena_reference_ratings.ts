import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The arena's public reference ratings as a global editors keep (globals/ArenaReferenceRatings.ts); the seed fills it. */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_arena_reference_ratings_ratings_platform" AS ENUM('deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin', 'chatgpt', 'claude', 'gemini', 'perplexity');
  CREATE TABLE "arena_reference_ratings_ratings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_arena_reference_ratings_ratings_platform" NOT NULL,
  	"model" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"votes" numeric NOT NULL
  );
  
  CREATE TABLE "arena_reference_ratings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_name" varchar NOT NULL,
  	"source_url" varchar NOT NULL,
  	"as_of" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "arena_reference_ratings_ratings" ADD CONSTRAINT "arena_reference_ratings_ratings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arena_reference_ratings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "arena_reference_ratings_ratings_order_idx" ON "arena_reference_ratings_ratings" USING btree ("_order");
  CREATE INDEX "arena_reference_ratings_ratings_parent_id_idx" ON "arena_reference_ratings_ratings" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "arena_reference_ratings_ratings" CASCADE;
  DROP TABLE "arena_reference_ratings" CASCADE;
  DROP TYPE "public"."enum_arena_reference_ratings_ratings_platform";`)
}
