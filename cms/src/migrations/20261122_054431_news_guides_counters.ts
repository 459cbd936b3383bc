import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "counters_views" numeric DEFAULT 0;
  ALTER TABLE "news" ADD COLUMN "counters_likes" numeric DEFAULT 0;
  ALTER TABLE "news" ADD COLUMN "counters_favorites" numeric DEFAULT 0;
  ALTER TABLE "guides" ADD COLUMN "counters_views" numeric DEFAULT 0;
  ALTER TABLE "guides" ADD COLUMN "counters_likes" numeric DEFAULT 0;
  ALTER TABLE "guides" ADD COLUMN "counters_favorites" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP COLUMN "counters_views";
  ALTER TABLE "news" DROP COLUMN "counters_likes";
  ALTER TABLE "news" DROP COLUMN "counters_favorites";
  ALTER TABLE "guides" DROP COLUMN "counters_views";
  ALTER TABLE "guides" DROP COLUMN "counters_likes";
  ALTER TABLE "guides" DROP COLUMN "counters_favorites";`)
}
