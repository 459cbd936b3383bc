import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "puzzle_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"id_hash" varchar NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL,
  	"ip" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verification_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"template" varchar,
  	"params" jsonb,
  	"provider" varchar DEFAULT 'sandbox' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notification_phones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"phone" varchar NOT NULL,
  	"verified_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "puzzle_challenges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notification_phones_id" integer;
  ALTER TABLE "notification_phones" ADD CONSTRAINT "notification_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "puzzle_challenges_id_hash_idx" ON "puzzle_challenges" USING btree ("id_hash");
  CREATE INDEX "puzzle_challenges_expires_at_idx" ON "puzzle_challenges" USING btree ("expires_at");
  CREATE INDEX "puzzle_challenges_updated_at_idx" ON "puzzle_challenges" USING btree ("updated_at");
  CREATE INDEX "puzzle_challenges_created_at_idx" ON "puzzle_challenges" USING btree ("created_at");
  CREATE UNIQUE INDEX "verification_tokens_token_hash_idx" ON "verification_tokens" USING btree ("token_hash");
  CREATE INDEX "verification_tokens_expires_at_idx" ON "verification_tokens" USING btree ("expires_at");
  CREATE INDEX "verification_tokens_updated_at_idx" ON "verification_tokens" USING btree ("updated_at");
  CREATE INDEX "verification_tokens_created_at_idx" ON "verification_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone");
  CREATE INDEX "sms_codes_updated_at_idx" ON "sms_codes" USING btree ("updated_at");
  CREATE INDEX "sms_codes_created_at_idx" ON "sms_codes" USING btree ("created_at");
  CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone");
  CREATE INDEX "sms_outbox_updated_at_idx" ON "sms_outbox" USING btree ("updated_at");
  CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "notification_phones_user_idx" ON "notification_phones" USING btree ("user_id");
  CREATE INDEX "notification_phones_phone_idx" ON "notification_phones" USING btree ("phone");
  CREATE INDEX "notification_phones_updated_at_idx" ON "notification_phones" USING btree ("updated_at");
  CREATE INDEX "notification_phones_created_at_idx" ON "notification_phones" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_puzzle_challenges_fk" FOREIGN KEY ("puzzle_challenges_id") REFERENCES "public"."puzzle_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_tokens_fk" FOREIGN KEY ("verification_tokens_id") REFERENCES "public"."verification_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_codes_fk" FOREIGN KEY ("sms_codes_id") REFERENCES "public"."sms_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_phones_fk" FOREIGN KEY ("notification_phones_id") REFERENCES "public"."notification_phones"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_puzzle_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("puzzle_challenges_id");
  CREATE INDEX "payload_locked_documents_rels_verification_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_sms_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_codes_id");
  CREATE INDEX "payload_locked_documents_rels_sms_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_notification_phones_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_phones_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "puzzle_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verification_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notification_phones" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "puzzle_challenges" CASCADE;
  DROP TABLE "verification_tokens" CASCADE;
  DROP TABLE "sms_codes" CASCADE;
  DROP TABLE "sms_outbox" CASCADE;
  DROP TABLE "notification_phones" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_puzzle_challenges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notification_phones_fk";
  
  DROP INDEX "payload_locked_documents_rels_puzzle_challenges_id_idx";
  DROP INDEX "payload_locked_documents_rels_verification_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_notification_phones_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "puzzle_challenges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notification_phones_id";`)
}
