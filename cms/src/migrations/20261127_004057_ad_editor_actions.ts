import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'refund_succeeded';
  ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'ad_paused';
  ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'ad_resumed';
  ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'ad_ended';
  ALTER TABLE "orders" ADD COLUMN "refund_amount" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_events_type";
  CREATE TYPE "public"."enum_order_events_type" AS ENUM('created', 'transition', 'attempt_opened', 'attempt_closed', 'attempt_failed', 'payment_mismatch', 'refund_requested', 'refund_failed', 'mail_sent');
  ALTER TABLE "order_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_order_events_type" USING "type"::"public"."enum_order_events_type";
  ALTER TABLE "orders" DROP COLUMN "refund_amount";`)
}
