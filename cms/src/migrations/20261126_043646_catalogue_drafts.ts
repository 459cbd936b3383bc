import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__products_v_version_recommend" AS ENUM('cn_pick', 'overseas_pick', 'global_hot', 'quality_new', 'ordinary', 'editor_pick');
  CREATE TYPE "public"."enum__products_v_version_plans_currency" AS ENUM('USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum__products_v_version_plans_period" AS ENUM('month', 'year', 'one_time', 'usage');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_type" AS ENUM('paid', 'open_source');
  CREATE TYPE "public"."enum__products_v_version_content_language" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum__products_v_version_pricing_model" AS ENUM('free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source');
  CREATE TYPE "public"."enum__products_v_version_deploy_kind" AS ENUM('docker', 'compose', 'pip', 'npm', 'binary');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum__ai_models_v_version_modalities_input" AS ENUM('text', 'image', 'audio', 'video', 'embedding');
  CREATE TYPE "public"."enum__ai_models_v_version_modalities_output" AS ENUM('text', 'image', 'audio', 'video', 'embedding');
  CREATE TYPE "public"."enum__ai_models_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ai_models_v_version_pricing_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum__ai_models_v_published_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum__mcp_servers_v_version_packages_registry_type" AS ENUM('npm', 'pypi', 'oci', 'nuget', 'mcpb');
  CREATE TYPE "public"."enum__mcp_servers_v_version_packages_transport" AS ENUM('stdio', 'streamable-http', 'sse');
  CREATE TYPE "public"."enum__mcp_servers_v_version_remotes_type" AS ENUM('streamable-http', 'sse');
  CREATE TYPE "public"."enum__mcp_servers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mcp_servers_v_published_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_kind" AS ENUM('article', 'brief');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TYPE "public"."enum__guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_version_kind" AS ENUM('application', 'case_tutorial', 'review');
  CREATE TYPE "public"."enum__guides_v_published_locale" AS ENUM('en', 'zh', 'zh-TW', 'ja');
  CREATE TABLE "_products_v_version_recommend" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_recommend",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_screenshots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_screenshots_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_target_users" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_target_users_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_use_cases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_use_cases_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" "enum__products_v_version_plans_currency" DEFAULT 'USD',
  	"period" "enum__products_v_version_plans_period" DEFAULT 'month',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_plans_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_traffic_geography" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" varchar,
  	"share" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_status" "enum__products_v_version_status" DEFAULT 'draft',
  	"version_published_at" timestamp(3) with time zone,
  	"version_owner_id" integer,
  	"version_name" varchar,
  	"version_company" varchar,
  	"version_url" varchar,
  	"version_logo_id" integer,
  	"version_type" "enum__products_v_version_type",
  	"version_category_id" integer,
  	"version_content_language" "enum__products_v_version_content_language" DEFAULT 'en',
  	"version_launch_year" numeric,
  	"version_pricing_model" "enum__products_v_version_pricing_model" DEFAULT 'freemium',
  	"version_repository" varchar,
  	"version_license" varchar,
  	"version_deploy_kind" "enum__products_v_version_deploy_kind",
  	"version_deploy_image" varchar,
  	"version_deploy_command" varchar,
  	"version_deploy_port" numeric,
  	"version_score" numeric,
  	"version_rating" numeric,
  	"version_rating_count" numeric DEFAULT 0,
  	"version_downloads" numeric DEFAULT 0,
  	"version_traffic_monthly_visits" numeric,
  	"version_traffic_avg_visit_duration" numeric,
  	"version_traffic_pages_per_visit" numeric,
  	"version_traffic_bounce_rate" numeric,
  	"version_traffic_period" varchar,
  	"version_traffic_source" varchar,
  	"version_traffic_sources_direct" numeric,
  	"version_traffic_sources_organic_search" numeric,
  	"version_traffic_sources_email" numeric,
  	"version_traffic_sources_referral" numeric,
  	"version_traffic_sources_social" numeric,
  	"version_traffic_sources_display_ads" numeric,
  	"version_domain_created_at" timestamp(3) with time zone,
  	"version_domain_expires_at" timestamp(3) with time zone,
  	"version_domain_updated_at" timestamp(3) with time zone,
  	"version_counters_views" numeric DEFAULT 0,
  	"version_counters_likes" numeric DEFAULT 0,
  	"version_counters_favorites" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"version_tutorial" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_ai_models_v_version_modalities_input" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__ai_models_v_version_modalities_input",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_ai_models_v_version_modalities_output" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__ai_models_v_version_modalities_output",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_ai_models_v_version_benchmarks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"score" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ai_models_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_status" "enum__ai_models_v_version_status" DEFAULT 'draft',
  	"version_owner_id" integer,
  	"version_name" varchar,
  	"version_provider" varchar,
  	"version_url" varchar,
  	"version_context_window" numeric,
  	"version_max_output_tokens" numeric,
  	"version_pricing_currency" "enum__ai_models_v_version_pricing_currency" DEFAULT 'USD',
  	"version_pricing_input" numeric,
  	"version_pricing_cached_input" numeric,
  	"version_pricing_output" numeric,
  	"version_release_date" timestamp(3) with time zone,
  	"version_open_weights" boolean DEFAULT false,
  	"version_license" varchar,
  	"version_counters_views" numeric DEFAULT 0,
  	"version_counters_likes" numeric DEFAULT 0,
  	"version_counters_favorites" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__ai_models_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__ai_models_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_ai_models_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ai_models_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_mcp_servers_v_version_packages_environment_variables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"is_required" boolean,
  	"is_secret" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mcp_servers_v_version_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"registry_type" "enum__mcp_servers_v_version_packages_registry_type",
  	"identifier" varchar,
  	"version" varchar,
  	"transport" "enum__mcp_servers_v_version_packages_transport" DEFAULT 'stdio',
  	"package_arguments" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mcp_servers_v_version_remotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__mcp_servers_v_version_remotes_type",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mcp_servers_v_version_tools_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"type" varchar,
  	"required" boolean,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mcp_servers_v_version_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"returns" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mcp_servers_v_version_tools_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mcp_servers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_status" "enum__mcp_servers_v_version_status" DEFAULT 'draft',
  	"version_owner_id" integer,
  	"version_name" varchar,
  	"version_title" varchar,
  	"version_version" varchar,
  	"version_website_url" varchar,
  	"version_official" boolean DEFAULT false,
  	"version_repository_url" varchar,
  	"version_repository_source" varchar,
  	"version_repository_subfolder" varchar,
  	"version_category_id" integer,
  	"version_stars" numeric,
  	"version_downloads" numeric,
  	"version_counters_views" numeric DEFAULT 0,
  	"version_counters_likes" numeric DEFAULT 0,
  	"version_counters_favorites" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__mcp_servers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mcp_servers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_mcp_servers_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mcp_servers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_status" "enum__news_v_version_status" DEFAULT 'draft',
  	"version_published_at" timestamp(3) with time zone,
  	"version_kind" "enum__news_v_version_kind" DEFAULT 'article',
  	"version_cover_id" integer,
  	"version_source_name" varchar,
  	"version_source_url" varchar,
  	"version_counters_views" numeric DEFAULT 0,
  	"version_counters_likes" numeric DEFAULT 0,
  	"version_counters_favorites" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"products_id" integer,
  	"ai_models_id" integer
  );
  
  CREATE TABLE "_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"version_published_at" timestamp(3) with time zone,
  	"version_kind" "enum__guides_v_version_kind",
  	"version_cover_id" integer,
  	"version_counters_views" numeric DEFAULT 0,
  	"version_counters_likes" numeric DEFAULT 0,
  	"version_counters_favorites" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__guides_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_guides_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"products_id" integer,
  	"mcp_servers_id" integer
  );
  
  ALTER TABLE "products_screenshots" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "products_traffic_geography" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "products_traffic_geography" ALTER COLUMN "share" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "content_language" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "pricing_model" DROP NOT NULL;
  ALTER TABLE "ai_models_benchmarks" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "ai_models_benchmarks" ALTER COLUMN "score" DROP NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "provider" DROP NOT NULL;
  ALTER TABLE "mcp_servers_packages_environment_variables" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "mcp_servers_packages" ALTER COLUMN "registry_type" DROP NOT NULL;
  ALTER TABLE "mcp_servers_packages" ALTER COLUMN "identifier" DROP NOT NULL;
  ALTER TABLE "mcp_servers_packages" ALTER COLUMN "transport" DROP NOT NULL;
  ALTER TABLE "mcp_servers_remotes" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "mcp_servers_remotes" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "mcp_servers_tools_parameters" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "mcp_servers_tools_parameters" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "mcp_servers_tools" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "ai_models" ADD COLUMN "_status" "enum_ai_models_status" DEFAULT 'draft';
  ALTER TABLE "mcp_servers" ADD COLUMN "_status" "enum_mcp_servers_status" DEFAULT 'draft';
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "guides" ADD COLUMN "_status" "enum_guides_status" DEFAULT 'draft';
  ALTER TABLE "_products_v_version_recommend" ADD CONSTRAINT "_products_v_version_recommend_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_screenshots" ADD CONSTRAINT "_products_v_version_screenshots_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_screenshots" ADD CONSTRAINT "_products_v_version_screenshots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_screenshots_locales" ADD CONSTRAINT "_products_v_version_screenshots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_target_users" ADD CONSTRAINT "_products_v_version_target_users_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_target_users_locales" ADD CONSTRAINT "_products_v_version_target_users_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_target_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_use_cases" ADD CONSTRAINT "_products_v_version_use_cases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_use_cases_locales" ADD CONSTRAINT "_products_v_version_use_cases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features" ADD CONSTRAINT "_products_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features_locales" ADD CONSTRAINT "_products_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faq" ADD CONSTRAINT "_products_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faq_locales" ADD CONSTRAINT "_products_v_version_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_plans_features" ADD CONSTRAINT "_products_v_version_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_plans_features_locales" ADD CONSTRAINT "_products_v_version_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_plans" ADD CONSTRAINT "_products_v_version_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_plans_locales" ADD CONSTRAINT "_products_v_version_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_traffic_geography" ADD CONSTRAINT "_products_v_version_traffic_geography_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v_version_modalities_input" ADD CONSTRAINT "_ai_models_v_version_modalities_input_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_ai_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v_version_modalities_output" ADD CONSTRAINT "_ai_models_v_version_modalities_output_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_ai_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v_version_benchmarks" ADD CONSTRAINT "_ai_models_v_version_benchmarks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ai_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v" ADD CONSTRAINT "_ai_models_v_parent_id_ai_models_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ai_models_v" ADD CONSTRAINT "_ai_models_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ai_models_v_locales" ADD CONSTRAINT "_ai_models_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ai_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v_rels" ADD CONSTRAINT "_ai_models_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_ai_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ai_models_v_rels" ADD CONSTRAINT "_ai_models_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_packages_environment_variables" ADD CONSTRAINT "_mcp_servers_v_version_packages_environment_variables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_packages" ADD CONSTRAINT "_mcp_servers_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_remotes" ADD CONSTRAINT "_mcp_servers_v_version_remotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_tools_parameters" ADD CONSTRAINT "_mcp_servers_v_version_tools_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v_version_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_tools" ADD CONSTRAINT "_mcp_servers_v_version_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_version_tools_locales" ADD CONSTRAINT "_mcp_servers_v_version_tools_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v_version_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v" ADD CONSTRAINT "_mcp_servers_v_parent_id_mcp_servers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mcp_servers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v" ADD CONSTRAINT "_mcp_servers_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v" ADD CONSTRAINT "_mcp_servers_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_locales" ADD CONSTRAINT "_mcp_servers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mcp_servers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_rels" ADD CONSTRAINT "_mcp_servers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_mcp_servers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mcp_servers_v_rels" ADD CONSTRAINT "_mcp_servers_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_ai_models_fk" FOREIGN KEY ("ai_models_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_parent_id_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v_locales" ADD CONSTRAINT "_guides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_rels" ADD CONSTRAINT "_guides_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_rels" ADD CONSTRAINT "_guides_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_rels" ADD CONSTRAINT "_guides_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_rels" ADD CONSTRAINT "_guides_v_rels_mcp_servers_fk" FOREIGN KEY ("mcp_servers_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_products_v_version_recommend_order_idx" ON "_products_v_version_recommend" USING btree ("order");
  CREATE INDEX "_products_v_version_recommend_parent_idx" ON "_products_v_version_recommend" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_recommend_value_idx" ON "_products_v_version_recommend" USING btree ("value");
  CREATE INDEX "_products_v_version_screenshots_order_idx" ON "_products_v_version_screenshots" USING btree ("_order");
  CREATE INDEX "_products_v_version_screenshots_parent_id_idx" ON "_products_v_version_screenshots" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_screenshots_image_idx" ON "_products_v_version_screenshots" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_version_screenshots_locales_locale_parent_id_uni" ON "_products_v_version_screenshots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_target_users_order_idx" ON "_products_v_version_target_users" USING btree ("_order");
  CREATE INDEX "_products_v_version_target_users_parent_id_idx" ON "_products_v_version_target_users" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_target_users_locales_locale_parent_id_un" ON "_products_v_version_target_users_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_use_cases_order_idx" ON "_products_v_version_use_cases" USING btree ("_order");
  CREATE INDEX "_products_v_version_use_cases_parent_id_idx" ON "_products_v_version_use_cases" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_use_cases_locales_locale_parent_id_uniqu" ON "_products_v_version_use_cases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_features_order_idx" ON "_products_v_version_features" USING btree ("_order");
  CREATE INDEX "_products_v_version_features_parent_id_idx" ON "_products_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_features_locales_locale_parent_id_unique" ON "_products_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_faq_order_idx" ON "_products_v_version_faq" USING btree ("_order");
  CREATE INDEX "_products_v_version_faq_parent_id_idx" ON "_products_v_version_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_faq_locales_locale_parent_id_unique" ON "_products_v_version_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_plans_features_order_idx" ON "_products_v_version_plans_features" USING btree ("_order");
  CREATE INDEX "_products_v_version_plans_features_parent_id_idx" ON "_products_v_version_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_plans_features_locales_locale_parent_id_" ON "_products_v_version_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_plans_order_idx" ON "_products_v_version_plans" USING btree ("_order");
  CREATE INDEX "_products_v_version_plans_parent_id_idx" ON "_products_v_version_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_plans_locales_locale_parent_id_unique" ON "_products_v_version_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_traffic_geography_order_idx" ON "_products_v_version_traffic_geography" USING btree ("_order");
  CREATE INDEX "_products_v_version_traffic_geography_parent_id_idx" ON "_products_v_version_traffic_geography" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_key_idx" ON "_products_v" USING btree ("version_key");
  CREATE INDEX "_products_v_version_version_status_idx" ON "_products_v" USING btree ("version_status");
  CREATE INDEX "_products_v_version_version_published_at_idx" ON "_products_v" USING btree ("version_published_at");
  CREATE INDEX "_products_v_version_version_owner_idx" ON "_products_v" USING btree ("version_owner_id");
  CREATE INDEX "_products_v_version_version_name_idx" ON "_products_v" USING btree ("version_name");
  CREATE INDEX "_products_v_version_version_url_idx" ON "_products_v" USING btree ("version_url");
  CREATE INDEX "_products_v_version_version_logo_idx" ON "_products_v" USING btree ("version_logo_id");
  CREATE INDEX "_products_v_version_version_type_idx" ON "_products_v" USING btree ("version_type");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_content_language_idx" ON "_products_v" USING btree ("version_content_language");
  CREATE INDEX "_products_v_version_version_pricing_model_idx" ON "_products_v" USING btree ("version_pricing_model");
  CREATE INDEX "_products_v_version_version_score_idx" ON "_products_v" USING btree ("version_score");
  CREATE INDEX "_products_v_version_version_rating_idx" ON "_products_v" USING btree ("version_rating");
  CREATE INDEX "_products_v_version_version_downloads_idx" ON "_products_v" USING btree ("version_downloads");
  CREATE INDEX "_products_v_version_traffic_version_traffic_monthly_visi_idx" ON "_products_v" USING btree ("version_traffic_monthly_visits");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_tags_id_idx" ON "_products_v_rels" USING btree ("tags_id");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "_ai_models_v_version_modalities_input_order_idx" ON "_ai_models_v_version_modalities_input" USING btree ("order");
  CREATE INDEX "_ai_models_v_version_modalities_input_parent_idx" ON "_ai_models_v_version_modalities_input" USING btree ("parent_id");
  CREATE INDEX "_ai_models_v_version_modalities_output_order_idx" ON "_ai_models_v_version_modalities_output" USING btree ("order");
  CREATE INDEX "_ai_models_v_version_modalities_output_parent_idx" ON "_ai_models_v_version_modalities_output" USING btree ("parent_id");
  CREATE INDEX "_ai_models_v_version_benchmarks_order_idx" ON "_ai_models_v_version_benchmarks" USING btree ("_order");
  CREATE INDEX "_ai_models_v_version_benchmarks_parent_id_idx" ON "_ai_models_v_version_benchmarks" USING btree ("_parent_id");
  CREATE INDEX "_ai_models_v_parent_idx" ON "_ai_models_v" USING btree ("parent_id");
  CREATE INDEX "_ai_models_v_version_version_key_idx" ON "_ai_models_v" USING btree ("version_key");
  CREATE INDEX "_ai_models_v_version_version_status_idx" ON "_ai_models_v" USING btree ("version_status");
  CREATE INDEX "_ai_models_v_version_version_owner_idx" ON "_ai_models_v" USING btree ("version_owner_id");
  CREATE INDEX "_ai_models_v_version_version_name_idx" ON "_ai_models_v" USING btree ("version_name");
  CREATE INDEX "_ai_models_v_version_version_provider_idx" ON "_ai_models_v" USING btree ("version_provider");
  CREATE INDEX "_ai_models_v_version_version_context_window_idx" ON "_ai_models_v" USING btree ("version_context_window");
  CREATE INDEX "_ai_models_v_version_version_release_date_idx" ON "_ai_models_v" USING btree ("version_release_date");
  CREATE INDEX "_ai_models_v_version_version_open_weights_idx" ON "_ai_models_v" USING btree ("version_open_weights");
  CREATE INDEX "_ai_models_v_version_version_updated_at_idx" ON "_ai_models_v" USING btree ("version_updated_at");
  CREATE INDEX "_ai_models_v_version_version_created_at_idx" ON "_ai_models_v" USING btree ("version_created_at");
  CREATE INDEX "_ai_models_v_version_version__status_idx" ON "_ai_models_v" USING btree ("version__status");
  CREATE INDEX "_ai_models_v_created_at_idx" ON "_ai_models_v" USING btree ("created_at");
  CREATE INDEX "_ai_models_v_updated_at_idx" ON "_ai_models_v" USING btree ("updated_at");
  CREATE INDEX "_ai_models_v_snapshot_idx" ON "_ai_models_v" USING btree ("snapshot");
  CREATE INDEX "_ai_models_v_published_locale_idx" ON "_ai_models_v" USING btree ("published_locale");
  CREATE INDEX "_ai_models_v_latest_idx" ON "_ai_models_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_ai_models_v_locales_locale_parent_id_unique" ON "_ai_models_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ai_models_v_rels_order_idx" ON "_ai_models_v_rels" USING btree ("order");
  CREATE INDEX "_ai_models_v_rels_parent_idx" ON "_ai_models_v_rels" USING btree ("parent_id");
  CREATE INDEX "_ai_models_v_rels_path_idx" ON "_ai_models_v_rels" USING btree ("path");
  CREATE INDEX "_ai_models_v_rels_tags_id_idx" ON "_ai_models_v_rels" USING btree ("tags_id");
  CREATE INDEX "_mcp_servers_v_version_packages_environment_variables_order_idx" ON "_mcp_servers_v_version_packages_environment_variables" USING btree ("_order");
  CREATE INDEX "_mcp_servers_v_version_packages_environment_variables_parent_id_idx" ON "_mcp_servers_v_version_packages_environment_variables" USING btree ("_parent_id");
  CREATE INDEX "_mcp_servers_v_version_packages_order_idx" ON "_mcp_servers_v_version_packages" USING btree ("_order");
  CREATE INDEX "_mcp_servers_v_version_packages_parent_id_idx" ON "_mcp_servers_v_version_packages" USING btree ("_parent_id");
  CREATE INDEX "_mcp_servers_v_version_remotes_order_idx" ON "_mcp_servers_v_version_remotes" USING btree ("_order");
  CREATE INDEX "_mcp_servers_v_version_remotes_parent_id_idx" ON "_mcp_servers_v_version_remotes" USING btree ("_parent_id");
  CREATE INDEX "_mcp_servers_v_version_tools_parameters_order_idx" ON "_mcp_servers_v_version_tools_parameters" USING btree ("_order");
  CREATE INDEX "_mcp_servers_v_version_tools_parameters_parent_id_idx" ON "_mcp_servers_v_version_tools_parameters" USING btree ("_parent_id");
  CREATE INDEX "_mcp_servers_v_version_tools_order_idx" ON "_mcp_servers_v_version_tools" USING btree ("_order");
  CREATE INDEX "_mcp_servers_v_version_tools_parent_id_idx" ON "_mcp_servers_v_version_tools" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mcp_servers_v_version_tools_locales_locale_parent_id_unique" ON "_mcp_servers_v_version_tools_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mcp_servers_v_parent_idx" ON "_mcp_servers_v" USING btree ("parent_id");
  CREATE INDEX "_mcp_servers_v_version_version_key_idx" ON "_mcp_servers_v" USING btree ("version_key");
  CREATE INDEX "_mcp_servers_v_version_version_status_idx" ON "_mcp_servers_v" USING btree ("version_status");
  CREATE INDEX "_mcp_servers_v_version_version_owner_idx" ON "_mcp_servers_v" USING btree ("version_owner_id");
  CREATE INDEX "_mcp_servers_v_version_version_name_idx" ON "_mcp_servers_v" USING btree ("version_name");
  CREATE INDEX "_mcp_servers_v_version_version_official_idx" ON "_mcp_servers_v" USING btree ("version_official");
  CREATE INDEX "_mcp_servers_v_version_version_category_idx" ON "_mcp_servers_v" USING btree ("version_category_id");
  CREATE INDEX "_mcp_servers_v_version_version_stars_idx" ON "_mcp_servers_v" USING btree ("version_stars");
  CREATE INDEX "_mcp_servers_v_version_version_downloads_idx" ON "_mcp_servers_v" USING btree ("version_downloads");
  CREATE INDEX "_mcp_servers_v_version_version_updated_at_idx" ON "_mcp_servers_v" USING btree ("version_updated_at");
  CREATE INDEX "_mcp_servers_v_version_version_created_at_idx" ON "_mcp_servers_v" USING btree ("version_created_at");
  CREATE INDEX "_mcp_servers_v_version_version__status_idx" ON "_mcp_servers_v" USING btree ("version__status");
  CREATE INDEX "_mcp_servers_v_created_at_idx" ON "_mcp_servers_v" USING btree ("created_at");
  CREATE INDEX "_mcp_servers_v_updated_at_idx" ON "_mcp_servers_v" USING btree ("updated_at");
  CREATE INDEX "_mcp_servers_v_snapshot_idx" ON "_mcp_servers_v" USING btree ("snapshot");
  CREATE INDEX "_mcp_servers_v_published_locale_idx" ON "_mcp_servers_v" USING btree ("published_locale");
  CREATE INDEX "_mcp_servers_v_latest_idx" ON "_mcp_servers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_mcp_servers_v_locales_locale_parent_id_unique" ON "_mcp_servers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mcp_servers_v_rels_order_idx" ON "_mcp_servers_v_rels" USING btree ("order");
  CREATE INDEX "_mcp_servers_v_rels_parent_idx" ON "_mcp_servers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_mcp_servers_v_rels_path_idx" ON "_mcp_servers_v_rels" USING btree ("path");
  CREATE INDEX "_mcp_servers_v_rels_tags_id_idx" ON "_mcp_servers_v_rels" USING btree ("tags_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_key_idx" ON "_news_v" USING btree ("version_key");
  CREATE INDEX "_news_v_version_version_status_idx" ON "_news_v" USING btree ("version_status");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_kind_idx" ON "_news_v" USING btree ("version_kind");
  CREATE INDEX "_news_v_version_version_cover_idx" ON "_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_tags_id_idx" ON "_news_v_rels" USING btree ("tags_id");
  CREATE INDEX "_news_v_rels_products_id_idx" ON "_news_v_rels" USING btree ("products_id");
  CREATE INDEX "_news_v_rels_ai_models_id_idx" ON "_news_v_rels" USING btree ("ai_models_id");
  CREATE INDEX "_guides_v_parent_idx" ON "_guides_v" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_version_key_idx" ON "_guides_v" USING btree ("version_key");
  CREATE INDEX "_guides_v_version_version_status_idx" ON "_guides_v" USING btree ("version_status");
  CREATE INDEX "_guides_v_version_version_published_at_idx" ON "_guides_v" USING btree ("version_published_at");
  CREATE INDEX "_guides_v_version_version_kind_idx" ON "_guides_v" USING btree ("version_kind");
  CREATE INDEX "_guides_v_version_version_cover_idx" ON "_guides_v" USING btree ("version_cover_id");
  CREATE INDEX "_guides_v_version_version_updated_at_idx" ON "_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_guides_v_version_version_created_at_idx" ON "_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_guides_v_version_version__status_idx" ON "_guides_v" USING btree ("version__status");
  CREATE INDEX "_guides_v_created_at_idx" ON "_guides_v" USING btree ("created_at");
  CREATE INDEX "_guides_v_updated_at_idx" ON "_guides_v" USING btree ("updated_at");
  CREATE INDEX "_guides_v_snapshot_idx" ON "_guides_v" USING btree ("snapshot");
  CREATE INDEX "_guides_v_published_locale_idx" ON "_guides_v" USING btree ("published_locale");
  CREATE INDEX "_guides_v_latest_idx" ON "_guides_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_guides_v_locales_locale_parent_id_unique" ON "_guides_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_v_rels_order_idx" ON "_guides_v_rels" USING btree ("order");
  CREATE INDEX "_guides_v_rels_parent_idx" ON "_guides_v_rels" USING btree ("parent_id");
  CREATE INDEX "_guides_v_rels_path_idx" ON "_guides_v_rels" USING btree ("path");
  CREATE INDEX "_guides_v_rels_tags_id_idx" ON "_guides_v_rels" USING btree ("tags_id");
  CREATE INDEX "_guides_v_rels_products_id_idx" ON "_guides_v_rels" USING btree ("products_id");
  CREATE INDEX "_guides_v_rels_mcp_servers_id_idx" ON "_guides_v_rels" USING btree ("mcp_servers_id");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "ai_models__status_idx" ON "ai_models" USING btree ("_status");
  CREATE INDEX "mcp_servers__status_idx" ON "mcp_servers" USING btree ("_status");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "guides__status_idx" ON "guides" USING btree ("_status");  -- Existing rows keep what they were: Payload's _status becomes the publish switch and status its copy.
  UPDATE "products" SET "_status" = "status";
  UPDATE "ai_models" SET "_status" = "status";
  UPDATE "mcp_servers" SET "_status" = "status";
  UPDATE "news" SET "_status" = "status";
  UPDATE "guides" SET "_status" = "status";
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_products_v_version_recommend" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_screenshots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_screenshots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_target_users" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_target_users_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_use_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_use_cases_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_traffic_geography" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v_version_modalities_input" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v_version_modalities_output" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v_version_benchmarks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ai_models_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_packages_environment_variables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_remotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_tools_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_tools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_version_tools_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mcp_servers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_products_v_version_recommend" CASCADE;
  DROP TABLE "_products_v_version_screenshots" CASCADE;
  DROP TABLE "_products_v_version_screenshots_locales" CASCADE;
  DROP TABLE "_products_v_version_target_users" CASCADE;
  DROP TABLE "_products_v_version_target_users_locales" CASCADE;
  DROP TABLE "_products_v_version_use_cases" CASCADE;
  DROP TABLE "_products_v_version_use_cases_locales" CASCADE;
  DROP TABLE "_products_v_version_features" CASCADE;
  DROP TABLE "_products_v_version_features_locales" CASCADE;
  DROP TABLE "_products_v_version_faq" CASCADE;
  DROP TABLE "_products_v_version_faq_locales" CASCADE;
  DROP TABLE "_products_v_version_plans_features" CASCADE;
  DROP TABLE "_products_v_version_plans_features_locales" CASCADE;
  DROP TABLE "_products_v_version_plans" CASCADE;
  DROP TABLE "_products_v_version_plans_locales" CASCADE;
  DROP TABLE "_products_v_version_traffic_geography" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "_ai_models_v_version_modalities_input" CASCADE;
  DROP TABLE "_ai_models_v_version_modalities_output" CASCADE;
  DROP TABLE "_ai_models_v_version_benchmarks" CASCADE;
  DROP TABLE "_ai_models_v" CASCADE;
  DROP TABLE "_ai_models_v_locales" CASCADE;
  DROP TABLE "_ai_models_v_rels" CASCADE;
  DROP TABLE "_mcp_servers_v_version_packages_environment_variables" CASCADE;
  DROP TABLE "_mcp_servers_v_version_packages" CASCADE;
  DROP TABLE "_mcp_servers_v_version_remotes" CASCADE;
  DROP TABLE "_mcp_servers_v_version_tools_parameters" CASCADE;
  DROP TABLE "_mcp_servers_v_version_tools" CASCADE;
  DROP TABLE "_mcp_servers_v_version_tools_locales" CASCADE;
  DROP TABLE "_mcp_servers_v" CASCADE;
  DROP TABLE "_mcp_servers_v_locales" CASCADE;
  DROP TABLE "_mcp_servers_v_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "_guides_v" CASCADE;
  DROP TABLE "_guides_v_locales" CASCADE;
  DROP TABLE "_guides_v_rels" CASCADE;
  DROP INDEX "products__status_idx";
  DROP INDEX "ai_models__status_idx";
  DROP INDEX "mcp_servers__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "guides__status_idx";
  ALTER TABLE "products_screenshots" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "products_traffic_geography" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "products_traffic_geography" ALTER COLUMN "share" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "content_language" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "pricing_model" SET NOT NULL;
  ALTER TABLE "ai_models_benchmarks" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "ai_models_benchmarks" ALTER COLUMN "score" SET NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "ai_models" ALTER COLUMN "provider" SET NOT NULL;
  ALTER TABLE "mcp_servers_packages_environment_variables" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "mcp_servers_packages" ALTER COLUMN "registry_type" SET NOT NULL;
  ALTER TABLE "mcp_servers_packages" ALTER COLUMN "identifier" SET NOT NULL;
  ALTER TABLE "mcp_servers_packages" ALTER COLUMN "transport" SET NOT NULL;
  ALTER TABLE "mcp_servers_remotes" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "mcp_servers_remotes" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "mcp_servers_tools_parameters" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "mcp_servers_tools_parameters" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "mcp_servers_tools" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "mcp_servers" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "ai_models" DROP COLUMN "_status";
  ALTER TABLE "mcp_servers" DROP COLUMN "_status";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "guides" DROP COLUMN "_status";
  DROP TYPE "public"."enum__products_v_version_recommend";
  DROP TYPE "public"."enum__products_v_version_plans_currency";
  DROP TYPE "public"."enum__products_v_version_plans_period";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_version_type";
  DROP TYPE "public"."enum__products_v_version_content_language";
  DROP TYPE "public"."enum__products_v_version_pricing_model";
  DROP TYPE "public"."enum__products_v_version_deploy_kind";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum__ai_models_v_version_modalities_input";
  DROP TYPE "public"."enum__ai_models_v_version_modalities_output";
  DROP TYPE "public"."enum__ai_models_v_version_status";
  DROP TYPE "public"."enum__ai_models_v_version_pricing_currency";
  DROP TYPE "public"."enum__ai_models_v_published_locale";
  DROP TYPE "public"."enum__mcp_servers_v_version_packages_registry_type";
  DROP TYPE "public"."enum__mcp_servers_v_version_packages_transport";
  DROP TYPE "public"."enum__mcp_servers_v_version_remotes_type";
  DROP TYPE "public"."enum__mcp_servers_v_version_status";
  DROP TYPE "public"."enum__mcp_servers_v_published_locale";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_version_kind";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__guides_v_version_status";
  DROP TYPE "public"."enum__guides_v_version_kind";
  DROP TYPE "public"."enum__guides_v_published_locale";`)
}
