import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'mail_sent';
  ALTER TABLE "orders" ADD COLUMN "locale" "enum_orders_locale" DEFAULT 'en';
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "product_id" integer;
  ALTER TABLE "orders" ADD COLUMN "rejection_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "decided_by_id" integer;
  ALTER TABLE "orders" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");
  CREATE INDEX "orders_decided_by_idx" ON "orders" USING btree ("decided_by_id");
  CREATE INDEX "orders_decided_at_idx" ON "orders" USING btree ("decided_at");
  CREATE INDEX "status_paidAt_idx" ON "orders" USING btree ("status","paid_at");
  -- Orders paid before this column existed: their paid time is in their log.
  UPDATE "orders" o SET "paid_at" = (SELECT min(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."to_status" = 'paid')
   WHERE o."paid_at" IS NULL AND o."status" IN ('paid', 'in_review', 'approved', 'rejected', 'refunded');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_product_id_products_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_decided_by_id_users_id_fk";
  
  ALTER TABLE "order_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_events_type";
  CREATE TYPE "public"."enum_order_events_type" AS ENUM('created', 'transition', 'attempt_opened', 'attempt_closed', 'attempt_failed', 'payment_mismatch', 'refund_requested', 'refund_failed');
  ALTER TABLE "order_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_order_events_type" USING "type"::"public"."enum_order_events_type";
  DROP INDEX "orders_product_idx";
  DROP INDEX "orders_decided_by_idx";
  DROP INDEX "orders_decided_at_idx";
  DROP INDEX "status_paidAt_idx";
  ALTER TABLE "orders" DROP COLUMN "locale";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "orders" DROP COLUMN "product_id";
  ALTER TABLE "orders" DROP COLUMN "rejection_reason";
  ALTER TABLE "orders" DROP COLUMN "decided_by_id";
  ALTER TABLE "orders" DROP COLUMN "decided_at";
  DROP TYPE "public"."enum_orders_locale";`)
}
