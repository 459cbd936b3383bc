import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_target_users_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "products_use_cases_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "products_features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "products_faq_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "products_faq_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "products_plans_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "products_plans_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "tagline" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "categories_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "tags_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "ai_models_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "mcp_servers_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "datasets_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "compute_offers_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "ai_services_deliverables_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "ai_services_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "ai_services_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "ad_positions_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "service_packages_benefits_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "service_packages_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "nav_menus_items_children_links_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "nav_menus_items_children_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "nav_menus_items_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "media_locales" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "site_name" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_target_users_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "products_use_cases_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "products_features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "products_faq_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "products_faq_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "products_plans_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "products_plans_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "tagline" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "categories_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "tags_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "ai_models_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "mcp_servers_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "datasets_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "compute_offers_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "ai_services_deliverables_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "ai_services_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "ai_services_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "ad_positions_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "service_packages_benefits_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "service_packages_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "nav_menus_items_children_links_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "nav_menus_items_children_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "nav_menus_items_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "media_locales" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "site_name" SET NOT NULL;`)
}
