import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_status" AS ENUM('requested', 'issued', 'rejected');
  CREATE TYPE "public"."enum_invoices_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"status" "enum_invoices_status" DEFAULT 'requested' NOT NULL,
  	"locale" "enum_invoices_locale" DEFAULT 'en' NOT NULL,
  	"company_name" varchar NOT NULL,
  	"tax_number" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"rejection_reason" varchar,
  	"number" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"decided_by_id" integer,
  	"mailed_at" timestamp(3) with time zone,
  	"issued_seller_name" varchar,
  	"issued_seller_tax_number" varchar,
  	"issued_seller_address" varchar,
  	"issued_seller_email" varchar,
  	"issued_company_name" varchar,
  	"issued_tax_number" varchar,
  	"issued_address" varchar,
  	"issued_email" varchar,
  	"issued_order_ref" varchar,
  	"issued_order_date" timestamp(3) with time zone,
  	"issued_paid_at" timestamp(3) with time zone,
  	"issued_package_name" varchar,
  	"issued_product_name" varchar,
  	"issued_price_amount" numeric,
  	"issued_price_currency" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tax_number" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "invoice_settings_locales" (
  	"name" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_settings_locales" ADD CONSTRAINT "invoice_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoice_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invoices_owner_idx" ON "invoices" USING btree ("owner_id");
  CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");
  CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_decided_by_idx" ON "invoices" USING btree ("decided_by_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "invoice_settings_locales_locale_parent_id_unique" ON "invoice_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  -- Invoice numbers: one counter row per year, taken in the issuing transaction (gapless; invoices/invoiceNumber.ts).
  CREATE TABLE "invoice_numbers" ("year" integer PRIMARY KEY NOT NULL, "last" integer NOT NULL CHECK ("last" > 0));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "invoice_settings" CASCADE;
  DROP TABLE "invoice_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  DROP TYPE "public"."enum_invoices_status";
  DROP TYPE "public"."enum_invoices_locale";
  DROP TABLE "invoice_numbers";`)
}
