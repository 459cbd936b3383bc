import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Ad campaigns: one per paid ad order, queued, running, paused or ended in its position. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_ad_campaigns_status" AS ENUM('queued', 'running', 'paused', 'ended', 'cancelled');
  CREATE TYPE "public"."enum_ad_campaigns_end_reason" AS ENUM('completed', 'ended_by_editor', 'position_removed', 'refunded');
  CREATE TABLE "ad_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"position_id" integer NOT NULL,
  	"status" "enum_ad_campaigns_status" DEFAULT 'queued' NOT NULL,
  	"duration_days" numeric NOT NULL,
  	"queued_at" timestamp(3) with time zone NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"paused_at" timestamp(3) with time zone,
  	"remaining_ms" numeric,
  	"ended_at" timestamp(3) with time zone,
  	"end_reason" "enum_ad_campaigns_end_reason",
  	"refund_decision_amount_amount" numeric,
  	"refund_decision_amount_currency" varchar,
  	"refund_decision_note" varchar,
  	"refund_decision_decided_by_id" integer,
  	"refund_decision_decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_campaigns_id" integer;
  ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_position_id_ad_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."ad_positions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_refund_decision_decided_by_id_users_id_fk" FOREIGN KEY ("refund_decision_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "ad_campaigns_order_idx" ON "ad_campaigns" USING btree ("order_id");
  CREATE INDEX "ad_campaigns_owner_idx" ON "ad_campaigns" USING btree ("owner_id");
  CREATE INDEX "ad_campaigns_product_idx" ON "ad_campaigns" USING btree ("product_id");
  CREATE INDEX "ad_campaigns_position_idx" ON "ad_campaigns" USING btree ("position_id");
  CREATE INDEX "ad_campaigns_status_idx" ON "ad_campaigns" USING btree ("status");
  CREATE INDEX "ad_campaigns_starts_at_idx" ON "ad_campaigns" USING btree ("starts_at");
  CREATE INDEX "ad_campaigns_ends_at_idx" ON "ad_campaigns" USING btree ("ends_at");
  CREATE INDEX "ad_campaigns_refund_decision_refund_decision_decided_by_idx" ON "ad_campaigns" USING btree ("refund_decision_decided_by_id");
  CREATE INDEX "ad_campaigns_updated_at_idx" ON "ad_campaigns" USING btree ("updated_at");
  CREATE INDEX "ad_campaigns_created_at_idx" ON "ad_campaigns" USING btree ("created_at");
  CREATE INDEX "position_status_idx" ON "ad_campaigns" USING btree ("position_id","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_campaigns_fk" FOREIGN KEY ("ad_campaigns_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ad_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_campaigns_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_campaigns_fk";
  DROP INDEX "payload_locked_documents_rels_ad_campaigns_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_campaigns_id";
  DROP TABLE "ad_campaigns" CASCADE;
  DROP TYPE "public"."enum_ad_campaigns_status";
  DROP TYPE "public"."enum_ad_campaigns_end_reason";
  `)
}
