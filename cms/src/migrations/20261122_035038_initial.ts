import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_products_recommend" AS ENUM('cn_pick', 'overseas_pick', 'global_hot', 'quality_new', 'ordinary', 'editor_pick');
  CREATE TYPE "public"."enum_products_plans_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_products_plans_period" AS ENUM('month', 'year', 'one_time', 'usage');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_products_type" AS ENUM('paid', 'open_source');
  CREATE TYPE "public"."enum_products_content_language" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_products_pricing_model" AS ENUM('free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source');
  CREATE TYPE "public"."enum_products_deploy_kind" AS ENUM('docker', 'compose', 'pip', 'npm', 'binary');
  CREATE TYPE "public"."enum_categories_kind" AS ENUM('product', 'mcp');
  CREATE TYPE "public"."enum_ai_models_modalities_input" AS ENUM('text', 'image', 'audio', 'video', 'embedding');
  CREATE TYPE "public"."enum_ai_models_modalities_output" AS ENUM('text', 'image', 'audio', 'video', 'embedding');
  CREATE TYPE "public"."enum_ai_models_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_ai_models_pricing_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum_mcp_servers_packages_registry_type" AS ENUM('npm', 'pypi', 'oci', 'nuget', 'mcpb');
  CREATE TYPE "public"."enum_mcp_servers_packages_transport" AS ENUM('stdio', 'streamable-http', 'sse');
  CREATE TYPE "public"."enum_mcp_servers_remotes_type" AS ENUM('streamable-http', 'sse');
  CREATE TYPE "public"."enum_mcp_servers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_kind" AS ENUM('article', 'brief');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_guides_kind" AS ENUM('application', 'case_tutorial', 'review');
  CREATE TYPE "public"."enum_faqs_area" AS ENUM('general', 'home', 'submission', 'advertising', 'update', 'rankings', 'geo', 'tracker', 'deployment', 'mcp', 'models', 'points');
  CREATE TYPE "public"."enum_datasets_modalities" AS ENUM('text', 'image', 'audio', 'video', 'code', 'tabular', 'multimodal');
  CREATE TYPE "public"."enum_datasets_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_datasets_access" AS ENUM('open', 'commercial', 'request');
  CREATE TYPE "public"."enum_compute_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_compute_offers_kind" AS ENUM('cloud_server', 'gpu_leasing', 'all_in_one', 'gpu');
  CREATE TYPE "public"."enum_compute_offers_price_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_compute_offers_price_unit" AS ENUM('hour', 'month', 'one_time');
  CREATE TYPE "public"."enum_ai_services_kind" AS ENUM('geo', 'training', 'data_labeling', 'agent_customization', 'consultation', 'hardware');
  CREATE TYPE "public"."enum_ai_services_price_from_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_ad_positions_prices_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_ad_positions_placement" AS ENUM('home_banner', 'home_recommended', 'product_library_home', 'mcp_home', 'model_home', 'news_reading');
  CREATE TYPE "public"."enum_service_packages_prices_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_service_packages_kind" AS ENUM('submission', 'advertising', 'update', 'deployment');
  CREATE TYPE "public"."enum_nav_menus_items_children_links_menu_type" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_nav_menus_items_children_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nav_menus_items_children_links_status" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_nav_menus_items_children_menu_type" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_nav_menus_items_children_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nav_menus_items_children_status" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_nav_menus_items_menu_type" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_nav_menus_items_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nav_menus_items_status" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_nav_menus_variant" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_route_rules_match" AS ENUM('exact', 'prefix', 'contains', 'regex');
  CREATE TYPE "public"."enum_route_rules_action" AS ENUM('block', 'redirect');
  CREATE TYPE "public"."enum_route_rules_variant" AS ENUM('all', '1', '2');
  CREATE TYPE "public"."enum_users_role" AS ENUM('customer', 'editor', 'support', 'admin');
  CREATE TYPE "public"."enum_users_preferred_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_site_settings_editions_cn_default_language" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum_site_settings_editions_intl_default_language" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TABLE "products_recommend" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_recommend",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_screenshots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "products_screenshots_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_target_users" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_target_users_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_use_cases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_use_cases_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_features_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_plans_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" "enum_products_plans_currency" DEFAULT 'USD',
  	"period" "enum_products_plans_period" DEFAULT 'month'
  );
  
  CREATE TABLE "products_plans_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_traffic_geography" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL,
  	"share" numeric NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_products_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"owner_id" integer,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"url" varchar NOT NULL,
  	"logo_id" integer,
  	"type" "enum_products_type" NOT NULL,
  	"category_id" integer NOT NULL,
  	"content_language" "enum_products_content_language" DEFAULT 'en' NOT NULL,
  	"launch_year" numeric,
  	"pricing_model" "enum_products_pricing_model" DEFAULT 'freemium' NOT NULL,
  	"repository" varchar,
  	"license" varchar,
  	"deploy_kind" "enum_products_deploy_kind",
  	"deploy_image" varchar,
  	"deploy_command" varchar,
  	"deploy_port" numeric,
  	"score" numeric,
  	"rating" numeric,
  	"rating_count" numeric DEFAULT 0,
  	"downloads" numeric DEFAULT 0,
  	"traffic_monthly_visits" numeric,
  	"traffic_avg_visit_duration" numeric,
  	"traffic_pages_per_visit" numeric,
  	"traffic_bounce_rate" numeric,
  	"traffic_period" varchar,
  	"traffic_source" varchar,
  	"traffic_sources_direct" numeric,
  	"traffic_sources_organic_search" numeric,
  	"traffic_sources_email" numeric,
  	"traffic_sources_referral" numeric,
  	"traffic_sources_social" numeric,
  	"traffic_sources_display_ads" numeric,
  	"domain_created_at" timestamp(3) with time zone,
  	"domain_expires_at" timestamp(3) with time zone,
  	"domain_updated_at" timestamp(3) with time zone,
  	"counters_views" numeric DEFAULT 0,
  	"counters_likes" numeric DEFAULT 0,
  	"counters_favorites" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"tagline" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"tutorial" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"icon" varchar,
  	"kind" "enum_categories_kind" DEFAULT 'product' NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ai_models_modalities_input" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ai_models_modalities_input",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ai_models_modalities_output" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ai_models_modalities_output",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ai_models_benchmarks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"score" numeric NOT NULL
  );
  
  CREATE TABLE "ai_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_ai_models_status" DEFAULT 'draft' NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"url" varchar,
  	"context_window" numeric,
  	"max_output_tokens" numeric,
  	"pricing_currency" "enum_ai_models_pricing_currency" DEFAULT 'USD',
  	"pricing_input" numeric,
  	"pricing_cached_input" numeric,
  	"pricing_output" numeric,
  	"release_date" timestamp(3) with time zone,
  	"open_weights" boolean DEFAULT false,
  	"license" varchar,
  	"counters_views" numeric DEFAULT 0,
  	"counters_likes" numeric DEFAULT 0,
  	"counters_favorites" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ai_models_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ai_models_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "mcp_servers_packages_environment_variables" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"is_secret" boolean
  );
  
  CREATE TABLE "mcp_servers_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"registry_type" "enum_mcp_servers_packages_registry_type" NOT NULL,
  	"identifier" varchar NOT NULL,
  	"version" varchar,
  	"transport" "enum_mcp_servers_packages_transport" DEFAULT 'stdio' NOT NULL,
  	"package_arguments" jsonb
  );
  
  CREATE TABLE "mcp_servers_remotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_mcp_servers_remotes_type" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "mcp_servers_tools_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"required" boolean,
  	"description" varchar
  );
  
  CREATE TABLE "mcp_servers_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"returns" varchar
  );
  
  CREATE TABLE "mcp_servers_tools_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mcp_servers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_mcp_servers_status" DEFAULT 'draft' NOT NULL,
  	"owner_id" integer,
  	"name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"version" varchar,
  	"website_url" varchar,
  	"official" boolean DEFAULT false,
  	"repository_url" varchar,
  	"repository_source" varchar,
  	"repository_subfolder" varchar,
  	"category_id" integer,
  	"stars" numeric,
  	"downloads" numeric,
  	"counters_views" numeric DEFAULT 0,
  	"counters_likes" numeric DEFAULT 0,
  	"counters_favorites" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mcp_servers_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mcp_servers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_news_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"kind" "enum_news_kind" DEFAULT 'article' NOT NULL,
  	"cover_id" integer,
  	"source_name" varchar,
  	"source_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"products_id" integer,
  	"ai_models_id" integer
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_guides_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"kind" "enum_guides_kind" NOT NULL,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guides_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "guides_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"products_id" integer,
  	"mcp_servers_id" integer
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"area" "enum_faqs_area" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "datasets_modalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_datasets_modalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "datasets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_datasets_status" DEFAULT 'draft' NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"license" varchar,
  	"size" varchar,
  	"access" "enum_datasets_access" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "datasets_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "datasets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "compute_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_compute_offers_status" DEFAULT 'draft' NOT NULL,
  	"kind" "enum_compute_offers_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"gpu" varchar,
  	"gpu_count" numeric,
  	"memory_gb" numeric,
  	"price_currency" "enum_compute_offers_price_currency",
  	"price_amount" numeric,
  	"price_unit" "enum_compute_offers_price_unit",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "compute_offers_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "compute_offers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "ai_services_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ai_services_deliverables_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ai_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_ai_services_kind" NOT NULL,
  	"price_from_currency" "enum_ai_services_price_from_currency",
  	"price_from_amount" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ai_services_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ad_positions_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_ad_positions_prices_currency" NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "ad_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"placement" "enum_ad_positions_placement" NOT NULL,
  	"capacity" numeric DEFAULT 4 NOT NULL,
  	"duration_days" numeric DEFAULT 30 NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ad_positions_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_packages_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_service_packages_prices_currency" NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "service_packages_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "service_packages_benefits_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "service_packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_service_packages_kind" NOT NULL,
  	"duration_days" numeric,
  	"highlighted" boolean DEFAULT false,
  	"enabled" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_packages_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_menus_items_children_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"icon" varchar,
  	"path" varchar,
  	"menu_type" "enum_nav_menus_items_children_links_menu_type" DEFAULT '0',
  	"target" "enum_nav_menus_items_children_links_target" DEFAULT '_self',
  	"disabled" boolean DEFAULT false,
  	"status" "enum_nav_menus_items_children_links_status" DEFAULT '1'
  );
  
  CREATE TABLE "nav_menus_items_children_links_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"icon" varchar,
  	"path" varchar,
  	"menu_type" "enum_nav_menus_items_children_menu_type" DEFAULT '0',
  	"target" "enum_nav_menus_items_children_target" DEFAULT '_self',
  	"disabled" boolean DEFAULT false,
  	"status" "enum_nav_menus_items_children_status" DEFAULT '1'
  );
  
  CREATE TABLE "nav_menus_items_children_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"icon" varchar,
  	"path" varchar,
  	"menu_type" "enum_nav_menus_items_menu_type" DEFAULT '0',
  	"target" "enum_nav_menus_items_target" DEFAULT '_self',
  	"disabled" boolean DEFAULT false,
  	"status" "enum_nav_menus_items_status" DEFAULT '1'
  );
  
  CREATE TABLE "nav_menus_items_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"variant" "enum_nav_menus_variant" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "route_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pattern" varchar NOT NULL,
  	"match" "enum_route_rules_match" DEFAULT 'exact' NOT NULL,
  	"action" "enum_route_rules_action" DEFAULT 'block' NOT NULL,
  	"jump_url" varchar,
  	"variant" "enum_route_rules_variant" DEFAULT 'all' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'customer' NOT NULL,
  	"preferred_locale" "enum_users_preferred_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"categories_id" integer,
  	"tags_id" integer,
  	"ai_models_id" integer,
  	"mcp_servers_id" integer,
  	"news_id" integer,
  	"guides_id" integer,
  	"faqs_id" integer,
  	"datasets_id" integer,
  	"compute_offers_id" integer,
  	"ai_services_id" integer,
  	"ad_positions_id" integer,
  	"service_packages_id" integer,
  	"nav_menus_id" integer,
  	"route_rules_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"editions_cn_default_language" "enum_site_settings_editions_cn_default_language" DEFAULT 'zh',
  	"editions_intl_default_language" "enum_site_settings_editions_intl_default_language" DEFAULT 'en',
  	"editions_show_ios_ranking" boolean DEFAULT true,
  	"points_register" numeric DEFAULT 20 NOT NULL,
  	"points_daily_login" numeric DEFAULT 20 NOT NULL,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_wechat" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"site_name" varchar DEFAULT 'AI Directory' NOT NULL,
  	"support_hours" varchar DEFAULT 'Weekdays 8:30-18:00',
  	"contact_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products_recommend" ADD CONSTRAINT "products_recommend_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_screenshots" ADD CONSTRAINT "products_screenshots_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_screenshots" ADD CONSTRAINT "products_screenshots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_screenshots_locales" ADD CONSTRAINT "products_screenshots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_target_users" ADD CONSTRAINT "products_target_users_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_target_users_locales" ADD CONSTRAINT "products_target_users_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_target_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_use_cases" ADD CONSTRAINT "products_use_cases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_use_cases_locales" ADD CONSTRAINT "products_use_cases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features_locales" ADD CONSTRAINT "products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faq" ADD CONSTRAINT "products_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faq_locales" ADD CONSTRAINT "products_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_plans_features" ADD CONSTRAINT "products_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_plans_features_locales" ADD CONSTRAINT "products_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_plans" ADD CONSTRAINT "products_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_plans_locales" ADD CONSTRAINT "products_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_traffic_geography" ADD CONSTRAINT "products_traffic_geography_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_models_modalities_input" ADD CONSTRAINT "ai_models_modalities_input_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_models_modalities_output" ADD CONSTRAINT "ai_models_modalities_output_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_models_benchmarks" ADD CONSTRAINT "ai_models_benchmarks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_models_locales" ADD CONSTRAINT "ai_models_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_models_rels" ADD CONSTRAINT "ai_models_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_models_rels" ADD CONSTRAINT "ai_models_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_packages_environment_variables" ADD CONSTRAINT "mcp_servers_packages_environment_variables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_packages" ADD CONSTRAINT "mcp_servers_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_remotes" ADD CONSTRAINT "mcp_servers_remotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_tools_parameters" ADD CONSTRAINT "mcp_servers_tools_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_tools" ADD CONSTRAINT "mcp_servers_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_tools_locales" ADD CONSTRAINT "mcp_servers_tools_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mcp_servers_locales" ADD CONSTRAINT "mcp_servers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_rels" ADD CONSTRAINT "mcp_servers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mcp_servers_rels" ADD CONSTRAINT "mcp_servers_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_ai_models_fk" FOREIGN KEY ("ai_models_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides_locales" ADD CONSTRAINT "guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_rels" ADD CONSTRAINT "guides_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_rels" ADD CONSTRAINT "guides_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_rels" ADD CONSTRAINT "guides_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_rels" ADD CONSTRAINT "guides_rels_mcp_servers_fk" FOREIGN KEY ("mcp_servers_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_modalities" ADD CONSTRAINT "datasets_modalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_locales" ADD CONSTRAINT "datasets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_rels" ADD CONSTRAINT "datasets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_rels" ADD CONSTRAINT "datasets_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compute_offers_locales" ADD CONSTRAINT "compute_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compute_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compute_offers_texts" ADD CONSTRAINT "compute_offers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."compute_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_services_deliverables" ADD CONSTRAINT "ai_services_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ai_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_services_deliverables_locales" ADD CONSTRAINT "ai_services_deliverables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ai_services_deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ai_services_locales" ADD CONSTRAINT "ai_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ai_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_positions_prices" ADD CONSTRAINT "ad_positions_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ad_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_positions_locales" ADD CONSTRAINT "ad_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ad_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_packages_prices" ADD CONSTRAINT "service_packages_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_packages_benefits" ADD CONSTRAINT "service_packages_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_packages_benefits_locales" ADD CONSTRAINT "service_packages_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_packages_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_packages_locales" ADD CONSTRAINT "service_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_menus_items_children_links" ADD CONSTRAINT "nav_menus_items_children_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_menus_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_menus_items_children_links_locales" ADD CONSTRAINT "nav_menus_items_children_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_menus_items_children_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_menus_items_children" ADD CONSTRAINT "nav_menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_menus_items_children_locales" ADD CONSTRAINT "nav_menus_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_menus_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_menus_items" ADD CONSTRAINT "nav_menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_menus_items_locales" ADD CONSTRAINT "nav_menus_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ai_models_fk" FOREIGN KEY ("ai_models_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_servers_fk" FOREIGN KEY ("mcp_servers_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_datasets_fk" FOREIGN KEY ("datasets_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compute_offers_fk" FOREIGN KEY ("compute_offers_id") REFERENCES "public"."compute_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ai_services_fk" FOREIGN KEY ("ai_services_id") REFERENCES "public"."ai_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_positions_fk" FOREIGN KEY ("ad_positions_id") REFERENCES "public"."ad_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_packages_fk" FOREIGN KEY ("service_packages_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nav_menus_fk" FOREIGN KEY ("nav_menus_id") REFERENCES "public"."nav_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_route_rules_fk" FOREIGN KEY ("route_rules_id") REFERENCES "public"."route_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_recommend_order_idx" ON "products_recommend" USING btree ("order");
  CREATE INDEX "products_recommend_parent_idx" ON "products_recommend" USING btree ("parent_id");
  CREATE INDEX "products_recommend_value_idx" ON "products_recommend" USING btree ("value");
  CREATE INDEX "products_screenshots_order_idx" ON "products_screenshots" USING btree ("_order");
  CREATE INDEX "products_screenshots_parent_id_idx" ON "products_screenshots" USING btree ("_parent_id");
  CREATE INDEX "products_screenshots_image_idx" ON "products_screenshots" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_screenshots_locales_locale_parent_id_unique" ON "products_screenshots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_target_users_order_idx" ON "products_target_users" USING btree ("_order");
  CREATE INDEX "products_target_users_parent_id_idx" ON "products_target_users" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_target_users_locales_locale_parent_id_unique" ON "products_target_users_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_use_cases_order_idx" ON "products_use_cases" USING btree ("_order");
  CREATE INDEX "products_use_cases_parent_id_idx" ON "products_use_cases" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_use_cases_locales_locale_parent_id_unique" ON "products_use_cases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_features_locales_locale_parent_id_unique" ON "products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_faq_order_idx" ON "products_faq" USING btree ("_order");
  CREATE INDEX "products_faq_parent_id_idx" ON "products_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_faq_locales_locale_parent_id_unique" ON "products_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_plans_features_order_idx" ON "products_plans_features" USING btree ("_order");
  CREATE INDEX "products_plans_features_parent_id_idx" ON "products_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_plans_features_locales_locale_parent_id_unique" ON "products_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_plans_order_idx" ON "products_plans" USING btree ("_order");
  CREATE INDEX "products_plans_parent_id_idx" ON "products_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_plans_locales_locale_parent_id_unique" ON "products_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_traffic_geography_order_idx" ON "products_traffic_geography" USING btree ("_order");
  CREATE INDEX "products_traffic_geography_parent_id_idx" ON "products_traffic_geography" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_key_idx" ON "products" USING btree ("key");
  CREATE INDEX "products_status_idx" ON "products" USING btree ("status");
  CREATE INDEX "products_published_at_idx" ON "products" USING btree ("published_at");
  CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id");
  CREATE INDEX "products_name_idx" ON "products" USING btree ("name");
  CREATE INDEX "products_url_idx" ON "products" USING btree ("url");
  CREATE INDEX "products_logo_idx" ON "products" USING btree ("logo_id");
  CREATE INDEX "products_type_idx" ON "products" USING btree ("type");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_content_language_idx" ON "products" USING btree ("content_language");
  CREATE INDEX "products_pricing_model_idx" ON "products" USING btree ("pricing_model");
  CREATE INDEX "products_score_idx" ON "products" USING btree ("score");
  CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating");
  CREATE INDEX "products_downloads_idx" ON "products" USING btree ("downloads");
  CREATE INDEX "products_traffic_traffic_monthly_visits_idx" ON "products" USING btree ("traffic_monthly_visits");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_tags_id_idx" ON "products_rels" USING btree ("tags_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "categories_key_idx" ON "categories" USING btree ("key");
  CREATE INDEX "categories_kind_idx" ON "categories" USING btree ("kind");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_order_idx" ON "categories" USING btree ("order");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tags_key_idx" ON "tags" USING btree ("key");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ai_models_modalities_input_order_idx" ON "ai_models_modalities_input" USING btree ("order");
  CREATE INDEX "ai_models_modalities_input_parent_idx" ON "ai_models_modalities_input" USING btree ("parent_id");
  CREATE INDEX "ai_models_modalities_output_order_idx" ON "ai_models_modalities_output" USING btree ("order");
  CREATE INDEX "ai_models_modalities_output_parent_idx" ON "ai_models_modalities_output" USING btree ("parent_id");
  CREATE INDEX "ai_models_benchmarks_order_idx" ON "ai_models_benchmarks" USING btree ("_order");
  CREATE INDEX "ai_models_benchmarks_parent_id_idx" ON "ai_models_benchmarks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ai_models_key_idx" ON "ai_models" USING btree ("key");
  CREATE INDEX "ai_models_status_idx" ON "ai_models" USING btree ("status");
  CREATE INDEX "ai_models_name_idx" ON "ai_models" USING btree ("name");
  CREATE INDEX "ai_models_provider_idx" ON "ai_models" USING btree ("provider");
  CREATE INDEX "ai_models_context_window_idx" ON "ai_models" USING btree ("context_window");
  CREATE INDEX "ai_models_release_date_idx" ON "ai_models" USING btree ("release_date");
  CREATE INDEX "ai_models_open_weights_idx" ON "ai_models" USING btree ("open_weights");
  CREATE INDEX "ai_models_updated_at_idx" ON "ai_models" USING btree ("updated_at");
  CREATE INDEX "ai_models_created_at_idx" ON "ai_models" USING btree ("created_at");
  CREATE UNIQUE INDEX "ai_models_locales_locale_parent_id_unique" ON "ai_models_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ai_models_rels_order_idx" ON "ai_models_rels" USING btree ("order");
  CREATE INDEX "ai_models_rels_parent_idx" ON "ai_models_rels" USING btree ("parent_id");
  CREATE INDEX "ai_models_rels_path_idx" ON "ai_models_rels" USING btree ("path");
  CREATE INDEX "ai_models_rels_tags_id_idx" ON "ai_models_rels" USING btree ("tags_id");
  CREATE INDEX "mcp_servers_packages_environment_variables_order_idx" ON "mcp_servers_packages_environment_variables" USING btree ("_order");
  CREATE INDEX "mcp_servers_packages_environment_variables_parent_id_idx" ON "mcp_servers_packages_environment_variables" USING btree ("_parent_id");
  CREATE INDEX "mcp_servers_packages_order_idx" ON "mcp_servers_packages" USING btree ("_order");
  CREATE INDEX "mcp_servers_packages_parent_id_idx" ON "mcp_servers_packages" USING btree ("_parent_id");
  CREATE INDEX "mcp_servers_remotes_order_idx" ON "mcp_servers_remotes" USING btree ("_order");
  CREATE INDEX "mcp_servers_remotes_parent_id_idx" ON "mcp_servers_remotes" USING btree ("_parent_id");
  CREATE INDEX "mcp_servers_tools_parameters_order_idx" ON "mcp_servers_tools_parameters" USING btree ("_order");
  CREATE INDEX "mcp_servers_tools_parameters_parent_id_idx" ON "mcp_servers_tools_parameters" USING btree ("_parent_id");
  CREATE INDEX "mcp_servers_tools_order_idx" ON "mcp_servers_tools" USING btree ("_order");
  CREATE INDEX "mcp_servers_tools_parent_id_idx" ON "mcp_servers_tools" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "mcp_servers_tools_locales_locale_parent_id_unique" ON "mcp_servers_tools_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mcp_servers_key_idx" ON "mcp_servers" USING btree ("key");
  CREATE INDEX "mcp_servers_status_idx" ON "mcp_servers" USING btree ("status");
  CREATE INDEX "mcp_servers_owner_idx" ON "mcp_servers" USING btree ("owner_id");
  CREATE INDEX "mcp_servers_name_idx" ON "mcp_servers" USING btree ("name");
  CREATE INDEX "mcp_servers_official_idx" ON "mcp_servers" USING btree ("official");
  CREATE INDEX "mcp_servers_category_idx" ON "mcp_servers" USING btree ("category_id");
  CREATE INDEX "mcp_servers_stars_idx" ON "mcp_servers" USING btree ("stars");
  CREATE INDEX "mcp_servers_downloads_idx" ON "mcp_servers" USING btree ("downloads");
  CREATE INDEX "mcp_servers_updated_at_idx" ON "mcp_servers" USING btree ("updated_at");
  CREATE INDEX "mcp_servers_created_at_idx" ON "mcp_servers" USING btree ("created_at");
  CREATE UNIQUE INDEX "mcp_servers_locales_locale_parent_id_unique" ON "mcp_servers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mcp_servers_rels_order_idx" ON "mcp_servers_rels" USING btree ("order");
  CREATE INDEX "mcp_servers_rels_parent_idx" ON "mcp_servers_rels" USING btree ("parent_id");
  CREATE INDEX "mcp_servers_rels_path_idx" ON "mcp_servers_rels" USING btree ("path");
  CREATE INDEX "mcp_servers_rels_tags_id_idx" ON "mcp_servers_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "news_key_idx" ON "news" USING btree ("key");
  CREATE INDEX "news_status_idx" ON "news" USING btree ("status");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_kind_idx" ON "news" USING btree ("kind");
  CREATE INDEX "news_cover_idx" ON "news" USING btree ("cover_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_tags_id_idx" ON "news_rels" USING btree ("tags_id");
  CREATE INDEX "news_rels_products_id_idx" ON "news_rels" USING btree ("products_id");
  CREATE INDEX "news_rels_ai_models_id_idx" ON "news_rels" USING btree ("ai_models_id");
  CREATE UNIQUE INDEX "guides_key_idx" ON "guides" USING btree ("key");
  CREATE INDEX "guides_status_idx" ON "guides" USING btree ("status");
  CREATE INDEX "guides_published_at_idx" ON "guides" USING btree ("published_at");
  CREATE INDEX "guides_kind_idx" ON "guides" USING btree ("kind");
  CREATE INDEX "guides_cover_idx" ON "guides" USING btree ("cover_id");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE UNIQUE INDEX "guides_locales_locale_parent_id_unique" ON "guides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "guides_rels_order_idx" ON "guides_rels" USING btree ("order");
  CREATE INDEX "guides_rels_parent_idx" ON "guides_rels" USING btree ("parent_id");
  CREATE INDEX "guides_rels_path_idx" ON "guides_rels" USING btree ("path");
  CREATE INDEX "guides_rels_tags_id_idx" ON "guides_rels" USING btree ("tags_id");
  CREATE INDEX "guides_rels_products_id_idx" ON "guides_rels" USING btree ("products_id");
  CREATE INDEX "guides_rels_mcp_servers_id_idx" ON "guides_rels" USING btree ("mcp_servers_id");
  CREATE UNIQUE INDEX "faqs_key_idx" ON "faqs" USING btree ("key");
  CREATE INDEX "faqs_area_idx" ON "faqs" USING btree ("area");
  CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "datasets_modalities_order_idx" ON "datasets_modalities" USING btree ("order");
  CREATE INDEX "datasets_modalities_parent_idx" ON "datasets_modalities" USING btree ("parent_id");
  CREATE UNIQUE INDEX "datasets_key_idx" ON "datasets" USING btree ("key");
  CREATE INDEX "datasets_status_idx" ON "datasets" USING btree ("status");
  CREATE INDEX "datasets_updated_at_idx" ON "datasets" USING btree ("updated_at");
  CREATE INDEX "datasets_created_at_idx" ON "datasets" USING btree ("created_at");
  CREATE UNIQUE INDEX "datasets_locales_locale_parent_id_unique" ON "datasets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "datasets_rels_order_idx" ON "datasets_rels" USING btree ("order");
  CREATE INDEX "datasets_rels_parent_idx" ON "datasets_rels" USING btree ("parent_id");
  CREATE INDEX "datasets_rels_path_idx" ON "datasets_rels" USING btree ("path");
  CREATE INDEX "datasets_rels_tags_id_idx" ON "datasets_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "compute_offers_key_idx" ON "compute_offers" USING btree ("key");
  CREATE INDEX "compute_offers_status_idx" ON "compute_offers" USING btree ("status");
  CREATE INDEX "compute_offers_kind_idx" ON "compute_offers" USING btree ("kind");
  CREATE INDEX "compute_offers_updated_at_idx" ON "compute_offers" USING btree ("updated_at");
  CREATE INDEX "compute_offers_created_at_idx" ON "compute_offers" USING btree ("created_at");
  CREATE UNIQUE INDEX "compute_offers_locales_locale_parent_id_unique" ON "compute_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "compute_offers_texts_order_parent" ON "compute_offers_texts" USING btree ("order","parent_id");
  CREATE INDEX "ai_services_deliverables_order_idx" ON "ai_services_deliverables" USING btree ("_order");
  CREATE INDEX "ai_services_deliverables_parent_id_idx" ON "ai_services_deliverables" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ai_services_deliverables_locales_locale_parent_id_unique" ON "ai_services_deliverables_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "ai_services_key_idx" ON "ai_services" USING btree ("key");
  CREATE INDEX "ai_services_kind_idx" ON "ai_services" USING btree ("kind");
  CREATE INDEX "ai_services_updated_at_idx" ON "ai_services" USING btree ("updated_at");
  CREATE INDEX "ai_services_created_at_idx" ON "ai_services" USING btree ("created_at");
  CREATE UNIQUE INDEX "ai_services_locales_locale_parent_id_unique" ON "ai_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ad_positions_prices_order_idx" ON "ad_positions_prices" USING btree ("_order");
  CREATE INDEX "ad_positions_prices_parent_id_idx" ON "ad_positions_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ad_positions_key_idx" ON "ad_positions" USING btree ("key");
  CREATE INDEX "ad_positions_placement_idx" ON "ad_positions" USING btree ("placement");
  CREATE INDEX "ad_positions_updated_at_idx" ON "ad_positions" USING btree ("updated_at");
  CREATE INDEX "ad_positions_created_at_idx" ON "ad_positions" USING btree ("created_at");
  CREATE UNIQUE INDEX "ad_positions_locales_locale_parent_id_unique" ON "ad_positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_packages_prices_order_idx" ON "service_packages_prices" USING btree ("_order");
  CREATE INDEX "service_packages_prices_parent_id_idx" ON "service_packages_prices" USING btree ("_parent_id");
  CREATE INDEX "service_packages_benefits_order_idx" ON "service_packages_benefits" USING btree ("_order");
  CREATE INDEX "service_packages_benefits_parent_id_idx" ON "service_packages_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "service_packages_benefits_locales_locale_parent_id_unique" ON "service_packages_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "service_packages_key_idx" ON "service_packages" USING btree ("key");
  CREATE INDEX "service_packages_kind_idx" ON "service_packages" USING btree ("kind");
  CREATE INDEX "service_packages_updated_at_idx" ON "service_packages" USING btree ("updated_at");
  CREATE INDEX "service_packages_created_at_idx" ON "service_packages" USING btree ("created_at");
  CREATE UNIQUE INDEX "service_packages_locales_locale_parent_id_unique" ON "service_packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_menus_items_children_links_order_idx" ON "nav_menus_items_children_links" USING btree ("_order");
  CREATE INDEX "nav_menus_items_children_links_parent_id_idx" ON "nav_menus_items_children_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_menus_items_children_links_locales_locale_parent_id_uniq" ON "nav_menus_items_children_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_menus_items_children_order_idx" ON "nav_menus_items_children" USING btree ("_order");
  CREATE INDEX "nav_menus_items_children_parent_id_idx" ON "nav_menus_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_menus_items_children_locales_locale_parent_id_unique" ON "nav_menus_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_menus_items_order_idx" ON "nav_menus_items" USING btree ("_order");
  CREATE INDEX "nav_menus_items_parent_id_idx" ON "nav_menus_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_menus_items_locales_locale_parent_id_unique" ON "nav_menus_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "nav_menus_variant_idx" ON "nav_menus" USING btree ("variant");
  CREATE INDEX "nav_menus_updated_at_idx" ON "nav_menus" USING btree ("updated_at");
  CREATE INDEX "nav_menus_created_at_idx" ON "nav_menus" USING btree ("created_at");
  CREATE INDEX "route_rules_enabled_idx" ON "route_rules" USING btree ("enabled");
  CREATE INDEX "route_rules_updated_at_idx" ON "route_rules" USING btree ("updated_at");
  CREATE INDEX "route_rules_created_at_idx" ON "route_rules" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_ai_models_id_idx" ON "payload_locked_documents_rels" USING btree ("ai_models_id");
  CREATE INDEX "payload_locked_documents_rels_mcp_servers_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_servers_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_datasets_id_idx" ON "payload_locked_documents_rels" USING btree ("datasets_id");
  CREATE INDEX "payload_locked_documents_rels_compute_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("compute_offers_id");
  CREATE INDEX "payload_locked_documents_rels_ai_services_id_idx" ON "payload_locked_documents_rels" USING btree ("ai_services_id");
  CREATE INDEX "payload_locked_documents_rels_ad_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_positions_id");
  CREATE INDEX "payload_locked_documents_rels_service_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("service_packages_id");
  CREATE INDEX "payload_locked_documents_rels_nav_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("nav_menus_id");
  CREATE INDEX "payload_locked_documents_rels_route_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("route_rules_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_recommend" CASCADE;
  DROP TABLE "products_screenshots" CASCADE;
  DROP TABLE "products_screenshots_locales" CASCADE;
  DROP TABLE "products_target_users" CASCADE;
  DROP TABLE "products_target_users_locales" CASCADE;
  DROP TABLE "products_use_cases" CASCADE;
  DROP TABLE "products_use_cases_locales" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_features_locales" CASCADE;
  DROP TABLE "products_faq" CASCADE;
  DROP TABLE "products_faq_locales" CASCADE;
  DROP TABLE "products_plans_features" CASCADE;
  DROP TABLE "products_plans_features_locales" CASCADE;
  DROP TABLE "products_plans" CASCADE;
  DROP TABLE "products_plans_locales" CASCADE;
  DROP TABLE "products_traffic_geography" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "ai_models_modalities_input" CASCADE;
  DROP TABLE "ai_models_modalities_output" CASCADE;
  DROP TABLE "ai_models_benchmarks" CASCADE;
  DROP TABLE "ai_models" CASCADE;
  DROP TABLE "ai_models_locales" CASCADE;
  DROP TABLE "ai_models_rels" CASCADE;
  DROP TABLE "mcp_servers_packages_environment_variables" CASCADE;
  DROP TABLE "mcp_servers_packages" CASCADE;
  DROP TABLE "mcp_servers_remotes" CASCADE;
  DROP TABLE "mcp_servers_tools_parameters" CASCADE;
  DROP TABLE "mcp_servers_tools" CASCADE;
  DROP TABLE "mcp_servers_tools_locales" CASCADE;
  DROP TABLE "mcp_servers" CASCADE;
  DROP TABLE "mcp_servers_locales" CASCADE;
  DROP TABLE "mcp_servers_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "guides_locales" CASCADE;
  DROP TABLE "guides_rels" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "datasets_modalities" CASCADE;
  DROP TABLE "datasets" CASCADE;
  DROP TABLE "datasets_locales" CASCADE;
  DROP TABLE "datasets_rels" CASCADE;
  DROP TABLE "compute_offers" CASCADE;
  DROP TABLE "compute_offers_locales" CASCADE;
  DROP TABLE "compute_offers_texts" CASCADE;
  DROP TABLE "ai_services_deliverables" CASCADE;
  DROP TABLE "ai_services_deliverables_locales" CASCADE;
  DROP TABLE "ai_services" CASCADE;
  DROP TABLE "ai_services_locales" CASCADE;
  DROP TABLE "ad_positions_prices" CASCADE;
  DROP TABLE "ad_positions" CASCADE;
  DROP TABLE "ad_positions_locales" CASCADE;
  DROP TABLE "service_packages_prices" CASCADE;
  DROP TABLE "service_packages_benefits" CASCADE;
  DROP TABLE "service_packages_benefits_locales" CASCADE;
  DROP TABLE "service_packages" CASCADE;
  DROP TABLE "service_packages_locales" CASCADE;
  DROP TABLE "nav_menus_items_children_links" CASCADE;
  DROP TABLE "nav_menus_items_children_links_locales" CASCADE;
  DROP TABLE "nav_menus_items_children" CASCADE;
  DROP TABLE "nav_menus_items_children_locales" CASCADE;
  DROP TABLE "nav_menus_items" CASCADE;
  DROP TABLE "nav_menus_items_locales" CASCADE;
  DROP TABLE "nav_menus" CASCADE;
  DROP TABLE "route_rules" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_products_recommend";
  DROP TYPE "public"."enum_products_plans_currency";
  DROP TYPE "public"."enum_products_plans_period";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_content_language";
  DROP TYPE "public"."enum_products_pricing_model";
  DROP TYPE "public"."enum_products_deploy_kind";
  DROP TYPE "public"."enum_categories_kind";
  DROP TYPE "public"."enum_ai_models_modalities_input";
  DROP TYPE "public"."enum_ai_models_modalities_output";
  DROP TYPE "public"."enum_ai_models_status";
  DROP TYPE "public"."enum_ai_models_pricing_currency";
  DROP TYPE "public"."enum_mcp_servers_packages_registry_type";
  DROP TYPE "public"."enum_mcp_servers_packages_transport";
  DROP TYPE "public"."enum_mcp_servers_remotes_type";
  DROP TYPE "public"."enum_mcp_servers_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum_news_kind";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum_guides_kind";
  DROP TYPE "public"."enum_faqs_area";
  DROP TYPE "public"."enum_datasets_modalities";
  DROP TYPE "public"."enum_datasets_status";
  DROP TYPE "public"."enum_datasets_access";
  DROP TYPE "public"."enum_compute_offers_status";
  DROP TYPE "public"."enum_compute_offers_kind";
  DROP TYPE "public"."enum_compute_offers_price_currency";
  DROP TYPE "public"."enum_compute_offers_price_unit";
  DROP TYPE "public"."enum_ai_services_kind";
  DROP TYPE "public"."enum_ai_services_price_from_currency";
  DROP TYPE "public"."enum_ad_positions_prices_currency";
  DROP TYPE "public"."enum_ad_positions_placement";
  DROP TYPE "public"."enum_service_packages_prices_currency";
  DROP TYPE "public"."enum_service_packages_kind";
  DROP TYPE "public"."enum_nav_menus_items_children_links_menu_type";
  DROP TYPE "public"."enum_nav_menus_items_children_links_target";
  DROP TYPE "public"."enum_nav_menus_items_children_links_status";
  DROP TYPE "public"."enum_nav_menus_items_children_menu_type";
  DROP TYPE "public"."enum_nav_menus_items_children_target";
  DROP TYPE "public"."enum_nav_menus_items_children_status";
  DROP TYPE "public"."enum_nav_menus_items_menu_type";
  DROP TYPE "public"."enum_nav_menus_items_target";
  DROP TYPE "public"."enum_nav_menus_items_status";
  DROP TYPE "public"."enum_nav_menus_variant";
  DROP TYPE "public"."enum_route_rules_match";
  DROP TYPE "public"."enum_route_rules_action";
  DROP TYPE "public"."enum_route_rules_variant";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_preferred_locale";
  DROP TYPE "public"."enum_site_settings_editions_cn_default_language";
  DROP TYPE "public"."enum_site_settings_editions_intl_default_language";`)
}
