import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_points_ledger_reason" AS ENUM('register', 'dailyLogin', 'adjustment');
  CREATE TABLE "login_tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "points_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"delta" numeric NOT NULL,
  	"reason" "enum_points_ledger_reason" NOT NULL,
  	"key" varchar NOT NULL,
  	"note" varchar,
  	"notice_seen_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"ai_models_id" integer,
  	"mcp_servers_id" integer
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "ai_models" ADD COLUMN "owner_id" integer;
  ALTER TABLE "users" ADD COLUMN "_verified" boolean;
  ALTER TABLE "users" ADD COLUMN "_verificationtoken" varchar;
  -- Accounts made before email verification existed (staff) stay able to sign in.
  UPDATE "users" SET "_verified" = true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_tickets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "points_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites_rels" ADD CONSTRAINT "favorites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_rels" ADD CONSTRAINT "favorites_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_rels" ADD CONSTRAINT "favorites_rels_ai_models_fk" FOREIGN KEY ("ai_models_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_rels" ADD CONSTRAINT "favorites_rels_mcp_servers_fk" FOREIGN KEY ("mcp_servers_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "login_tickets_token_hash_idx" ON "login_tickets" USING btree ("token_hash");
  CREATE INDEX "login_tickets_user_idx" ON "login_tickets" USING btree ("user_id");
  CREATE INDEX "login_tickets_updated_at_idx" ON "login_tickets" USING btree ("updated_at");
  CREATE INDEX "login_tickets_created_at_idx" ON "login_tickets" USING btree ("created_at");
  CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id");
  CREATE UNIQUE INDEX "points_ledger_key_idx" ON "points_ledger" USING btree ("key");
  CREATE INDEX "points_ledger_updated_at_idx" ON "points_ledger" USING btree ("updated_at");
  CREATE INDEX "points_ledger_created_at_idx" ON "points_ledger" USING btree ("created_at");
  CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id");
  CREATE UNIQUE INDEX "favorites_key_idx" ON "favorites" USING btree ("key");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE INDEX "favorites_rels_order_idx" ON "favorites_rels" USING btree ("order");
  CREATE INDEX "favorites_rels_parent_idx" ON "favorites_rels" USING btree ("parent_id");
  CREATE INDEX "favorites_rels_path_idx" ON "favorites_rels" USING btree ("path");
  CREATE INDEX "favorites_rels_products_id_idx" ON "favorites_rels" USING btree ("products_id");
  CREATE INDEX "favorites_rels_ai_models_id_idx" ON "favorites_rels" USING btree ("ai_models_id");
  CREATE INDEX "favorites_rels_mcp_servers_id_idx" ON "favorites_rels" USING btree ("mcp_servers_id");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_tickets_fk" FOREIGN KEY ("login_tickets_id") REFERENCES "public"."login_tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_points_ledger_fk" FOREIGN KEY ("points_ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ai_models_owner_idx" ON "ai_models" USING btree ("owner_id");
  CREATE INDEX "payload_locked_documents_rels_login_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("login_tickets_id");
  CREATE INDEX "payload_locked_documents_rels_points_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("points_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "login_tickets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "points_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favorites_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "login_tickets" CASCADE;
  DROP TABLE "points_ledger" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "favorites_rels" CASCADE;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "ai_models" DROP CONSTRAINT "ai_models_owner_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_tickets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_points_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "ai_models_owner_idx";
  DROP INDEX "payload_locked_documents_rels_login_tickets_id_idx";
  DROP INDEX "payload_locked_documents_rels_points_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_favorites_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "ai_models" DROP COLUMN "owner_id";
  ALTER TABLE "users" DROP COLUMN "_verified";
  ALTER TABLE "users" DROP COLUMN "_verificationtoken";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_tickets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "points_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_points_ledger_reason";`)
}
