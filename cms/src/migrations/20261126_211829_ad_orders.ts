import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "package_id" DROP NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "ad_product_id" integer;
  ALTER TABLE "orders" ADD COLUMN "ad_position_id" integer;
  ALTER TABLE "orders" ADD COLUMN "ad_contact_email" varchar;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_ad_product_id_products_id_fk" FOREIGN KEY ("ad_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_ad_position_id_ad_positions_id_fk" FOREIGN KEY ("ad_position_id") REFERENCES "public"."ad_positions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_ad_ad_product_idx" ON "orders" USING btree ("ad_product_id");
  CREATE INDEX "orders_ad_ad_position_idx" ON "orders" USING btree ("ad_position_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_ad_product_id_products_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_ad_position_id_ad_positions_id_fk";
  
  DROP INDEX "orders_ad_ad_product_idx";
  DROP INDEX "orders_ad_ad_position_idx";
  ALTER TABLE "orders" ALTER COLUMN "package_id" SET NOT NULL;
  ALTER TABLE "orders" DROP COLUMN "ad_product_id";
  ALTER TABLE "orders" DROP COLUMN "ad_position_id";
  ALTER TABLE "orders" DROP COLUMN "ad_contact_email";`)
}
