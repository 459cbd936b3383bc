import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "update_product_id" integer;
  ALTER TABLE "orders" ADD COLUMN "update_contact_email" varchar;
  ALTER TABLE "orders" ADD COLUMN "update_proposal" jsonb;
  ALTER TABLE "orders" ADD COLUMN "update_snapshot" jsonb;
  ALTER TABLE "orders" ADD COLUMN "update_applied_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_update_product_id_products_id_fk" FOREIGN KEY ("update_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_update_update_product_idx" ON "orders" USING btree ("update_product_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_update_product_id_products_id_fk";
  
  DROP INDEX "orders_update_update_product_idx";
  ALTER TABLE "orders" DROP COLUMN "update_product_id";
  ALTER TABLE "orders" DROP COLUMN "update_contact_email";
  ALTER TABLE "orders" DROP COLUMN "update_proposal";
  ALTER TABLE "orders" DROP COLUMN "update_snapshot";
  ALTER TABLE "orders" DROP COLUMN "update_applied_at";`)
}
