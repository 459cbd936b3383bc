import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_attempts_state" AS ENUM('open', 'paid', 'expired', 'failed', 'closed', 'refunded');
  CREATE TYPE "public"."enum_orders_kind" AS ENUM('submission', 'ad', 'update', 'deployment');
  CREATE TYPE "public"."enum_orders_provider" AS ENUM('stripe', 'wechatpay', 'sandbox');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'in_review', 'approved', 'rejected', 'refunded', 'expired', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_orders_refund_status" AS ENUM('pending', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_order_events_type" AS ENUM('created', 'transition', 'attempt_opened', 'attempt_closed', 'attempt_failed', 'payment_mismatch', 'refund_requested', 'refund_failed');
  ALTER TYPE "public"."enum_support_notifications_kind" ADD VALUE 'order-paid';
  ALTER TYPE "public"."enum_support_notifications_kind" ADD VALUE 'order-flagged';
  CREATE TABLE "orders_attempts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"attempt_ref" varchar NOT NULL,
  	"provider_ref" varchar,
  	"state" "enum_orders_attempts_state" DEFAULT 'open' NOT NULL,
  	"redirect_url" varchar,
  	"code_url" varchar,
  	"payment_ref" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"opened_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_ref" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"kind" "enum_orders_kind" DEFAULT 'submission' NOT NULL,
  	"package_id" integer NOT NULL,
  	"submission_product_name" varchar,
  	"submission_official_url" varchar,
  	"submission_contact_email" varchar,
  	"submission_category_id" integer,
  	"submission_short_description" varchar,
  	"submission_logo_id" integer,
  	"price_amount" numeric NOT NULL,
  	"price_currency" varchar NOT NULL,
  	"provider" "enum_orders_provider" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"flagged" boolean DEFAULT false,
  	"refund_refund_ref" varchar,
  	"refund_refund_id" varchar,
  	"refund_status" "enum_orders_refund_status",
  	"refund_reason" varchar,
  	"refund_by_id" integer,
  	"refund_requested_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"type" "enum_order_events_type" NOT NULL,
  	"from_status" varchar,
  	"to_status" varchar,
  	"actor" varchar NOT NULL,
  	"attempt_ref" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_events_id" integer;
  ALTER TABLE "orders_attempts" ADD CONSTRAINT "orders_attempts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_submission_category_id_categories_id_fk" FOREIGN KEY ("submission_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_submission_logo_id_media_id_fk" FOREIGN KEY ("submission_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_by_id_users_id_fk" FOREIGN KEY ("refund_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_attempts_order_idx" ON "orders_attempts" USING btree ("_order");
  CREATE INDEX "orders_attempts_parent_id_idx" ON "orders_attempts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_order_ref_idx" ON "orders" USING btree ("order_ref");
  CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id");
  CREATE INDEX "orders_package_idx" ON "orders" USING btree ("package_id");
  CREATE INDEX "orders_submission_submission_category_idx" ON "orders" USING btree ("submission_category_id");
  CREATE INDEX "orders_submission_submission_logo_idx" ON "orders" USING btree ("submission_logo_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_flagged_idx" ON "orders" USING btree ("flagged");
  CREATE INDEX "orders_refund_refund_by_idx" ON "orders" USING btree ("refund_by_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
  CREATE INDEX "order_events_owner_idx" ON "order_events" USING btree ("owner_id");
  CREATE INDEX "order_events_updated_at_idx" ON "order_events" USING btree ("updated_at");
  CREATE INDEX "order_events_created_at_idx" ON "order_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_events_fk" FOREIGN KEY ("order_events_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_order_events_id_idx" ON "payload_locked_documents_rels" USING btree ("order_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_attempts" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "order_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_events_fk";
  
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_support_notifications_kind";
  CREATE TYPE "public"."enum_support_notifications_kind" AS ENUM('geo-lead', 'fact-report');
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_support_notifications_kind" USING "kind"::"public"."enum_support_notifications_kind";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_events_id";
  DROP TYPE "public"."enum_orders_attempts_state";
  DROP TYPE "public"."enum_orders_kind";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_refund_status";
  DROP TYPE "public"."enum_order_events_type";`)
}
