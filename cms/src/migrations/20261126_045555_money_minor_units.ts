import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "compute_offers" ALTER COLUMN "price_currency" SET DATA TYPE varchar;
  ALTER TABLE "ai_services" ALTER COLUMN "price_from_currency" SET DATA TYPE varchar;
  ALTER TABLE "ad_positions_prices" ALTER COLUMN "currency" SET DATA TYPE varchar;
  ALTER TABLE "service_packages_prices" ALTER COLUMN "currency" SET DATA TYPE varchar;
  ALTER TABLE "products_plans" ADD COLUMN "price_amount" numeric;
  ALTER TABLE "products_plans" ADD COLUMN "price_currency" varchar;
  ALTER TABLE "_products_v_version_plans" ADD COLUMN "price_amount" numeric;
  ALTER TABLE "_products_v_version_plans" ADD COLUMN "price_currency" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_input_amount" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_input_currency" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_cached_input_amount" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_cached_input_currency" varchar;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_output_amount" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_output_currency" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_input_amount" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_input_currency" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_cached_input_amount" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_cached_input_currency" varchar;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_output_amount" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_output_currency" varchar;
  -- Prices become integer minor units. Every stored currency (USD, CNY, EUR: the old choices) has two
  -- decimals; per-million-token prices use scale 4 (lib/money.ts tokenPriceScale): 10^6 per major unit.
  UPDATE "products_plans" SET "price_amount" = round("price" * 100), "price_currency" = "currency"::text;
  UPDATE "_products_v_version_plans" SET "price_amount" = round("price" * 100), "price_currency" = "currency"::text;
  UPDATE "ai_models" SET
    "pricing_input_amount" = round("pricing_input" * 1000000),
    "pricing_input_currency" = CASE WHEN "pricing_input" IS NULL THEN NULL ELSE "pricing_currency"::text END,
    "pricing_cached_input_amount" = round("pricing_cached_input" * 1000000),
    "pricing_cached_input_currency" = CASE WHEN "pricing_cached_input" IS NULL THEN NULL ELSE "pricing_currency"::text END,
    "pricing_output_amount" = round("pricing_output" * 1000000),
    "pricing_output_currency" = CASE WHEN "pricing_output" IS NULL THEN NULL ELSE "pricing_currency"::text END;
  UPDATE "_ai_models_v" SET
    "version_pricing_input_amount" = round("version_pricing_input" * 1000000),
    "version_pricing_input_currency" = CASE WHEN "version_pricing_input" IS NULL THEN NULL ELSE "version_pricing_currency"::text END,
    "version_pricing_cached_input_amount" = round("version_pricing_cached_input" * 1000000),
    "version_pricing_cached_input_currency" = CASE WHEN "version_pricing_cached_input" IS NULL THEN NULL ELSE "version_pricing_currency"::text END,
    "version_pricing_output_amount" = round("version_pricing_output" * 1000000),
    "version_pricing_output_currency" = CASE WHEN "version_pricing_output" IS NULL THEN NULL ELSE "version_pricing_currency"::text END;
  UPDATE "compute_offers" SET "price_amount" = round("price_amount" * 100);
  UPDATE "ai_services" SET "price_from_amount" = round("price_from_amount" * 100);
  UPDATE "ad_positions_prices" SET "amount" = round("amount" * 100);
  UPDATE "service_packages_prices" SET "amount" = round("amount" * 100);
  ALTER TABLE "products_plans" DROP COLUMN "price";
  ALTER TABLE "products_plans" DROP COLUMN "currency";
  ALTER TABLE "_products_v_version_plans" DROP COLUMN "price";
  ALTER TABLE "_products_v_version_plans" DROP COLUMN "currency";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_currency";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_input";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_cached_input";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_output";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_currency";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_input";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_cached_input";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_output";
  DROP TYPE "public"."enum_products_plans_currency";
  DROP TYPE "public"."enum__products_v_version_plans_currency";
  DROP TYPE "public"."enum_ai_models_pricing_currency";
  DROP TYPE "public"."enum__ai_models_v_version_pricing_currency";
  DROP TYPE "public"."enum_compute_offers_price_currency";
  DROP TYPE "public"."enum_ai_services_price_from_currency";
  DROP TYPE "public"."enum_ad_positions_prices_currency";
  DROP TYPE "public"."enum_service_packages_prices_currency";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_plans_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum__products_v_version_plans_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_ai_models_pricing_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum__ai_models_v_version_pricing_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum_compute_offers_price_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_ai_services_price_from_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_ad_positions_prices_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_service_packages_prices_currency" AS ENUM('USD', 'CNY', 'EUR');
  ALTER TABLE "compute_offers" ALTER COLUMN "price_currency" SET DATA TYPE "public"."enum_compute_offers_price_currency" USING "price_currency"::"public"."enum_compute_offers_price_currency";
  ALTER TABLE "ai_services" ALTER COLUMN "price_from_currency" SET DATA TYPE "public"."enum_ai_services_price_from_currency" USING "price_from_currency"::"public"."enum_ai_services_price_from_currency";
  ALTER TABLE "ad_positions_prices" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_ad_positions_prices_currency" USING "currency"::"public"."enum_ad_positions_prices_currency";
  ALTER TABLE "service_packages_prices" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_service_packages_prices_currency" USING "currency"::"public"."enum_service_packages_prices_currency";
  ALTER TABLE "products_plans" ADD COLUMN "price" numeric;
  ALTER TABLE "products_plans" ADD COLUMN "currency" "enum_products_plans_currency" DEFAULT 'USD';
  ALTER TABLE "_products_v_version_plans" ADD COLUMN "price" numeric;
  ALTER TABLE "_products_v_version_plans" ADD COLUMN "currency" "enum__products_v_version_plans_currency" DEFAULT 'USD';
  ALTER TABLE "ai_models" ADD COLUMN "pricing_currency" "enum_ai_models_pricing_currency" DEFAULT 'USD';
  ALTER TABLE "ai_models" ADD COLUMN "pricing_input" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_cached_input" numeric;
  ALTER TABLE "ai_models" ADD COLUMN "pricing_output" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_currency" "enum__ai_models_v_version_pricing_currency" DEFAULT 'USD';
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_input" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_cached_input" numeric;
  ALTER TABLE "_ai_models_v" ADD COLUMN "version_pricing_output" numeric;
  UPDATE "products_plans" SET "price" = "price_amount" / 100, "currency" = "price_currency"::"enum_products_plans_currency";
  UPDATE "ai_models" SET "pricing_input" = "pricing_input_amount" / 1000000, "pricing_cached_input" = "pricing_cached_input_amount" / 1000000,
    "pricing_output" = "pricing_output_amount" / 1000000, "pricing_currency" = coalesce("pricing_input_currency", "pricing_output_currency", 'USD')::"enum_ai_models_pricing_currency";
  UPDATE "compute_offers" SET "price_amount" = "price_amount" / 100;
  UPDATE "ai_services" SET "price_from_amount" = "price_from_amount" / 100;
  UPDATE "ad_positions_prices" SET "amount" = "amount" / 100;
  UPDATE "service_packages_prices" SET "amount" = "amount" / 100;
  ALTER TABLE "products_plans" DROP COLUMN "price_amount";
  ALTER TABLE "products_plans" DROP COLUMN "price_currency";
  ALTER TABLE "_products_v_version_plans" DROP COLUMN "price_amount";
  ALTER TABLE "_products_v_version_plans" DROP COLUMN "price_currency";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_input_amount";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_input_currency";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_cached_input_amount";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_cached_input_currency";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_output_amount";
  ALTER TABLE "ai_models" DROP COLUMN "pricing_output_currency";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_input_amount";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_input_currency";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_cached_input_amount";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_cached_input_currency";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_output_amount";
  ALTER TABLE "_ai_models_v" DROP COLUMN "version_pricing_output_currency";`)
}
