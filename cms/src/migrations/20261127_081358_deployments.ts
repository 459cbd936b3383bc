import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deployments_runtime" AS ENUM('sandbox', 'kubernetes');
  CREATE TYPE "public"."enum_deployments_state" AS ENUM('awaiting-payment', 'in-progress', 'deployed', 'failed', 'expired');
  CREATE TYPE "public"."enum_deployments_step" AS ENUM('scheduled', 'pulling', 'starting', 'health-check');
  CREATE TYPE "public"."enum_deployments_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_deployment_requests_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_deployment_requests_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  ALTER TYPE "public"."enum_support_notifications_kind" ADD VALUE 'deployment-request';
  CREATE TABLE "products_deploy_variables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"secret" boolean DEFAULT false,
  	"description" varchar
  );
  
  CREATE TABLE "_products_v_version_deploy_variables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"secret" boolean DEFAULT false,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "deployments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"instance" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"package_id" integer NOT NULL,
  	"order_id" integer,
  	"runtime" "enum_deployments_runtime" NOT NULL,
  	"state" "enum_deployments_state" DEFAULT 'in-progress' NOT NULL,
  	"step" "enum_deployments_step" DEFAULT 'scheduled',
  	"visit_url" varchar,
  	"deployed_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"hours" numeric NOT NULL,
  	"failure_reason" varchar,
  	"settings" jsonb,
  	"secret_names" jsonb,
  	"sealed_secrets" varchar,
  	"expiry_mailed_at" timestamp(3) with time zone,
  	"locale" "enum_deployments_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deployment_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"company" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"contact" varchar NOT NULL,
  	"requirements" varchar NOT NULL,
  	"product_id" integer,
  	"locale" "enum_deployment_requests_locale",
  	"status" "enum_deployment_requests_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "deploy_health_path" varchar;
  ALTER TABLE "products" ADD COLUMN "deploy_cpu" varchar;
  ALTER TABLE "products" ADD COLUMN "deploy_memory" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_deploy_health_path" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_deploy_cpu" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_deploy_memory" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deployments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deployment_requests_id" integer;
  ALTER TABLE "products_deploy_variables" ADD CONSTRAINT "products_deploy_variables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_deploy_variables" ADD CONSTRAINT "_products_v_version_deploy_variables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "deployments" ADD CONSTRAINT "deployments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deployments" ADD CONSTRAINT "deployments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deployments" ADD CONSTRAINT "deployments_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deployments" ADD CONSTRAINT "deployments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_deploy_variables_order_idx" ON "products_deploy_variables" USING btree ("_order");
  CREATE INDEX "products_deploy_variables_parent_id_idx" ON "products_deploy_variables" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_deploy_variables_order_idx" ON "_products_v_version_deploy_variables" USING btree ("_order");
  CREATE INDEX "_products_v_version_deploy_variables_parent_id_idx" ON "_products_v_version_deploy_variables" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "deployments_instance_idx" ON "deployments" USING btree ("instance");
  CREATE INDEX "deployments_owner_idx" ON "deployments" USING btree ("owner_id");
  CREATE INDEX "deployments_product_idx" ON "deployments" USING btree ("product_id");
  CREATE INDEX "deployments_package_idx" ON "deployments" USING btree ("package_id");
  CREATE UNIQUE INDEX "deployments_order_idx" ON "deployments" USING btree ("order_id");
  CREATE INDEX "deployments_state_idx" ON "deployments" USING btree ("state");
  CREATE INDEX "deployments_expires_at_idx" ON "deployments" USING btree ("expires_at");
  CREATE INDEX "deployments_updated_at_idx" ON "deployments" USING btree ("updated_at");
  CREATE INDEX "deployments_created_at_idx" ON "deployments" USING btree ("created_at");
  CREATE INDEX "deployment_requests_owner_idx" ON "deployment_requests" USING btree ("owner_id");
  CREATE INDEX "deployment_requests_product_idx" ON "deployment_requests" USING btree ("product_id");
  CREATE INDEX "deployment_requests_status_idx" ON "deployment_requests" USING btree ("status");
  CREATE INDEX "deployment_requests_updated_at_idx" ON "deployment_requests" USING btree ("updated_at");
  CREATE INDEX "deployment_requests_created_at_idx" ON "deployment_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deployments_fk" FOREIGN KEY ("deployments_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deployment_requests_fk" FOREIGN KEY ("deployment_requests_id") REFERENCES "public"."deployment_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_deployments_id_idx" ON "payload_locked_documents_rels" USING btree ("deployments_id");
  CREATE INDEX "payload_locked_documents_rels_deployment_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("deployment_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_deploy_variables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_deploy_variables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deployments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deployment_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_deploy_variables" CASCADE;
  DROP TABLE "_products_v_version_deploy_variables" CASCADE;
  DROP TABLE "deployments" CASCADE;
  DROP TABLE "deployment_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deployments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deployment_requests_fk";
  
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_support_notifications_kind";
  CREATE TYPE "public"."enum_support_notifications_kind" AS ENUM('geo-lead', 'fact-report', 'order-paid', 'order-flagged');
  ALTER TABLE "support_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_support_notifications_kind" USING "kind"::"public"."enum_support_notifications_kind";
  DROP INDEX "payload_locked_documents_rels_deployments_id_idx";
  DROP INDEX "payload_locked_documents_rels_deployment_requests_id_idx";
  ALTER TABLE "products" DROP COLUMN "deploy_health_path";
  ALTER TABLE "products" DROP COLUMN "deploy_cpu";
  ALTER TABLE "products" DROP COLUMN "deploy_memory";
  ALTER TABLE "_products_v" DROP COLUMN "version_deploy_health_path";
  ALTER TABLE "_products_v" DROP COLUMN "version_deploy_cpu";
  ALTER TABLE "_products_v" DROP COLUMN "version_deploy_memory";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deployments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deployment_requests_id";
  DROP TYPE "public"."enum_deployments_runtime";
  DROP TYPE "public"."enum_deployments_state";
  DROP TYPE "public"."enum_deployments_step";
  DROP TYPE "public"."enum_deployments_locale";
  DROP TYPE "public"."enum_deployment_requests_locale";
  DROP TYPE "public"."enum_deployment_requests_status";`)
}
