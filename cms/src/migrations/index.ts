import * as migration_20261122_035038_initial from './20261122_035038_initial';
import * as migration_20261122_040000_search_documents from './20261122_040000_search_documents';
import * as migration_20261122_041000_seed_state from './20261122_041000_seed_state';
import * as migration_20261122_054431_news_guides_counters from './20261122_054431_news_guides_counters';
import * as migration_20261122_061344_accounts from './20261122_061344_accounts';
import * as migration_20261122_062000_traffic_rankings from './20261122_062000_traffic_rankings';
import * as migration_20261122_062150_geo_detection from './20261122_062150_geo_detection';
import * as migration_20261122_063039_verification_phone_binding from './20261122_063039_verification_phone_binding';
import * as migration_20261122_063100_rate_limits from './20261122_063100_rate_limits';
import * as migration_20261122_064528_tracker from './20261122_064528_tracker';
import * as migration_20261122_065435_geo_leads from './20261122_065435_geo_leads';
import * as migration_20261122_075223_merge_snapshot from './20261122_075223_merge_snapshot';
import * as migration_20261122_075500_user_data_cascade from './20261122_075500_user_data_cascade';
import * as migration_20261122_091000_ranking_snapshot_versions from './20261122_091000_ranking_snapshot_versions';
import * as migration_20261122_125933_translation_fallback from './20261122_125933_translation_fallback';
import * as migration_20261126_043646_catalogue_drafts from './20261126_043646_catalogue_drafts';
import * as migration_20261126_045555_money_minor_units from './20261126_045555_money_minor_units';
import * as migration_20261126_113124_capture_images from './20261126_113124_capture_images';
import * as migration_20261126_113130_polish_fact_reports_query_log from './20261126_113130_polish_fact_reports_query_log';
import * as migration_20261126_113144_editorial_review_traffic_estimate from './20261126_113144_editorial_review_traffic_estimate';
import * as migration_20261126_114012_search_synonyms from './20261126_114012_search_synonyms';
import * as migration_20261126_124237_merge_snapshot_trust from './20261126_124237_merge_snapshot_trust';
import * as migration_20261126_151402_orders from './20261126_151402_orders';
import * as migration_20261126_151500_payment_events from './20261126_151500_payment_events';
import * as migration_20261126_174111_review_decisions from './20261126_174111_review_decisions';
import * as migration_20261126_174552_invoices from './20261126_174552_invoices';
import * as migration_20261126_175023_media_uploaded_by from './20261126_175023_media_uploaded_by';
import * as migration_20261126_211116_ad_campaigns from './20261126_211116_ad_campaigns';
import * as migration_20261126_211829_ad_orders from './20261126_211829_ad_orders';
import * as migration_20261126_211837_update_orders from './20261126_211837_update_orders';
import * as migration_20261126_213000_product_url_host from './20261126_213000_product_url_host';
import * as migration_20261126_220000_ad_stats from './20261126_220000_ad_stats';
import * as migration_20261126_224314_merge_ads_updates_snapshot from './20261126_224314_merge_ads_updates_snapshot';
import * as migration_20261127_004057_ad_editor_actions from './20261127_004057_ad_editor_actions';
import * as migration_20261127_004148_ad_position_review from './20261127_004148_ad_position_review';
import * as migration_20261127_020339_merge_ad_editor_lifecycle_snapshot from './20261127_020339_merge_ad_editor_lifecycle_snapshot';
import * as migration_20261127_041500_search_others_index from './20261127_041500_search_others_index';
import * as migration_20261127_041833_mcp_registry from './20261127_041833_mcp_registry';
import * as migration_20261127_044633_mcp_clients from './20261127_044633_mcp_clients';
import * as migration_20261127_055327_merge_mcp_snapshot from './20261127_055327_merge_mcp_snapshot';
import * as migration_20261127_075128_scenario_plans from './20261127_075128_scenario_plans';
import * as migration_20261127_075305_model_compare_sync from './20261127_075305_model_compare_sync';
import * as migration_20261127_080455_mcp_server_probes from './20261127_080455_mcp_server_probes';
import * as migration_20261127_081000_mcp_rankings from './20261127_081000_mcp_rankings';
import * as migration_20261127_081358_deployments from './20261127_081358_deployments';
import * as migration_20261127_084409_merge_parallel_snapshot from './20261127_084409_merge_parallel_snapshot';
import * as migration_20261127_084500_arena from './20261127_084500_arena';
import * as migration_20261127_084636_news_feeds from './20261127_084636_news_feeds';
import * as migration_20261127_092844_merge_news_snapshot from './20261127_092844_merge_news_snapshot';
import * as migration_20261127_093347_markets from './20261127_093347_markets';
import * as migration_20261127_114617_arena_reference_ratings from './20261127_114617_arena_reference_ratings';
import * as migration_20261127_114723_mcp_submissions from './20261127_114723_mcp_submissions';
import * as migration_20261127_124205_merge_parallel_snapshot from './20261127_124205_merge_parallel_snapshot';
import * as migration_20261127_140000_search_products_by_locale from './20261127_140000_search_products_by_locale';
import * as migration_20261127_150000_locale_rows_parent_index from './20261127_150000_locale_rows_parent_index';
import * as migration_20261127_170000_product_listing_indexes from './20261127_170000_product_listing_indexes';

export const migrations = [
  {
    up: migration_20261122_035038_initial.up,
    down: migration_20261122_035038_initial.down,
    name: '20261122_035038_initial',
  },
  {
    up: migration_20261122_040000_search_documents.up,
    down: migration_20261122_040000_search_documents.down,
    name: '20261122_040000_search_documents',
  },
  {
    up: migration_20261122_041000_seed_state.up,
    down: migration_20261122_041000_seed_state.down,
    name: '20261122_041000_seed_state',
  },
  {
    up: migration_20261122_054431_news_guides_counters.up,
    down: migration_20261122_054431_news_guides_counters.down,
    name: '20261122_054431_news_guides_counters',
  },
  {
    up: migration_20261122_061344_accounts.up,
    down: migration_20261122_061344_accounts.down,
    name: '20261122_061344_accounts',
  },
  {
    up: migration_20261122_062000_traffic_rankings.up,
    down: migration_20261122_062000_traffic_rankings.down,
    name: '20261122_062000_traffic_rankings',
  },
  {
    up: migration_20261122_062150_geo_detection.up,
    down: migration_20261122_062150_geo_detection.down,
    name: '20261122_062150_geo_detection',
  },
  {
    up: migration_20261122_063039_verification_phone_binding.up,
    down: migration_20261122_063039_verification_phone_binding.down,
    name: '20261122_063039_verification_phone_binding',
  },
  {
    up: migration_20261122_063100_rate_limits.up,
    down: migration_20261122_063100_rate_limits.down,
    name: '20261122_063100_rate_limits',
  },
  {
    up: migration_20261122_064528_tracker.up,
    down: migration_20261122_064528_tracker.down,
    name: '20261122_064528_tracker',
  },
  {
    up: migration_20261122_065435_geo_leads.up,
    down: migration_20261122_065435_geo_leads.down,
    name: '20261122_065435_geo_leads',
  },
  {
    up: migration_20261122_075223_merge_snapshot.up,
    down: migration_20261122_075223_merge_snapshot.down,
    name: '20261122_075223_merge_snapshot',
  },
  {
    up: migration_20261122_075500_user_data_cascade.up,
    down: migration_20261122_075500_user_data_cascade.down,
    name: '20261122_075500_user_data_cascade',
  },
  {
    up: migration_20261122_091000_ranking_snapshot_versions.up,
    down: migration_20261122_091000_ranking_snapshot_versions.down,
    name: '20261122_091000_ranking_snapshot_versions',
  },
  {
    up: migration_20261122_125933_translation_fallback.up,
    down: migration_20261122_125933_translation_fallback.down,
    name: '20261122_125933_translation_fallback',
  },
  {
    up: migration_20261126_043646_catalogue_drafts.up,
    down: migration_20261126_043646_catalogue_drafts.down,
    name: '20261126_043646_catalogue_drafts',
  },
  {
    up: migration_20261126_045555_money_minor_units.up,
    down: migration_20261126_045555_money_minor_units.down,
    name: '20261126_045555_money_minor_units',
  },
  {
    up: migration_20261126_113124_capture_images.up,
    down: migration_20261126_113124_capture_images.down,
    name: '20261126_113124_capture_images',
  },
  {
    up: migration_20261126_113130_polish_fact_reports_query_log.up,
    down: migration_20261126_113130_polish_fact_reports_query_log.down,
    name: '20261126_113130_polish_fact_reports_query_log',
  },
  {
    up: migration_20261126_113144_editorial_review_traffic_estimate.up,
    down: migration_20261126_113144_editorial_review_traffic_estimate.down,
    name: '20261126_113144_editorial_review_traffic_estimate',
  },
  {
    up: migration_20261126_114012_search_synonyms.up,
    down: migration_20261126_114012_search_synonyms.down,
    name: '20261126_114012_search_synonyms',
  },
  {
    up: migration_20261126_124237_merge_snapshot_trust.up,
    down: migration_20261126_124237_merge_snapshot_trust.down,
    name: '20261126_124237_merge_snapshot_trust',
  },
  {
    up: migration_20261126_151402_orders.up,
    down: migration_20261126_151402_orders.down,
    name: '20261126_151402_orders',
  },
  {
    up: migration_20261126_151500_payment_events.up,
    down: migration_20261126_151500_payment_events.down,
    name: '20261126_151500_payment_events',
  },
  {
    up: migration_20261126_174111_review_decisions.up,
    down: migration_20261126_174111_review_decisions.down,
    name: '20261126_174111_review_decisions',
  },
  {
    up: migration_20261126_174552_invoices.up,
    down: migration_20261126_174552_invoices.down,
    name: '20261126_174552_invoices',
  },
  {
    up: migration_20261126_175023_media_uploaded_by.up,
    down: migration_20261126_175023_media_uploaded_by.down,
    name: '20261126_175023_media_uploaded_by',
  },
  {
    up: migration_20261126_211116_ad_campaigns.up,
    down: migration_20261126_211116_ad_campaigns.down,
    name: '20261126_211116_ad_campaigns',
  },
  {
    up: migration_20261126_211829_ad_orders.up,
    down: migration_20261126_211829_ad_orders.down,
    name: '20261126_211829_ad_orders',
  },
  {
    up: migration_20261126_211837_update_orders.up,
    down: migration_20261126_211837_update_orders.down,
    name: '20261126_211837_update_orders',
  },
  {
    up: migration_20261126_213000_product_url_host.up,
    down: migration_20261126_213000_product_url_host.down,
    name: '20261126_213000_product_url_host',
  },
  {
    up: migration_20261126_220000_ad_stats.up,
    down: migration_20261126_220000_ad_stats.down,
    name: '20261126_220000_ad_stats',
  },
  {
    up: migration_20261126_224314_merge_ads_updates_snapshot.up,
    down: migration_20261126_224314_merge_ads_updates_snapshot.down,
    name: '20261126_224314_merge_ads_updates_snapshot',
  },
  {
    up: migration_20261127_004057_ad_editor_actions.up,
    down: migration_20261127_004057_ad_editor_actions.down,
    name: '20261127_004057_ad_editor_actions',
  },
  {
    up: migration_20261127_004148_ad_position_review.up,
    down: migration_20261127_004148_ad_position_review.down,
    name: '20261127_004148_ad_position_review',
  },
  {
    up: migration_20261127_020339_merge_ad_editor_lifecycle_snapshot.up,
    down: migration_20261127_020339_merge_ad_editor_lifecycle_snapshot.down,
    name: '20261127_020339_merge_ad_editor_lifecycle_snapshot',
  },
  {
    up: migration_20261127_041500_search_others_index.up,
    down: migration_20261127_041500_search_others_index.down,
    name: '20261127_041500_search_others_index',
  },
  {
    up: migration_20261127_041833_mcp_registry.up,
    down: migration_20261127_041833_mcp_registry.down,
    name: '20261127_041833_mcp_registry',
  },
  {
    up: migration_20261127_044633_mcp_clients.up,
    down: migration_20261127_044633_mcp_clients.down,
    name: '20261127_044633_mcp_clients',
  },
  {
    up: migration_20261127_055327_merge_mcp_snapshot.up,
    down: migration_20261127_055327_merge_mcp_snapshot.down,
    name: '20261127_055327_merge_mcp_snapshot',
  },
  {
    up: migration_20261127_075128_scenario_plans.up,
    down: migration_20261127_075128_scenario_plans.down,
    name: '20261127_075128_scenario_plans',
  },
  {
    up: migration_20261127_075305_model_compare_sync.up,
    down: migration_20261127_075305_model_compare_sync.down,
    name: '20261127_075305_model_compare_sync',
  },
  {
    up: migration_20261127_080455_mcp_server_probes.up,
    down: migration_20261127_080455_mcp_server_probes.down,
    name: '20261127_080455_mcp_server_probes',
  },
  {
    up: migration_20261127_081000_mcp_rankings.up,
    down: migration_20261127_081000_mcp_rankings.down,
    name: '20261127_081000_mcp_rankings',
  },
  {
    up: migration_20261127_081358_deployments.up,
    down: migration_20261127_081358_deployments.down,
    name: '20261127_081358_deployments',
  },
  {
    up: migration_20261127_084409_merge_parallel_snapshot.up,
    down: migration_20261127_084409_merge_parallel_snapshot.down,
    name: '20261127_084409_merge_parallel_snapshot',
  },
  {
    up: migration_20261127_084500_arena.up,
    down: migration_20261127_084500_arena.down,
    name: '20261127_084500_arena',
  },
  {
    up: migration_20261127_084636_news_feeds.up,
    down: migration_20261127_084636_news_feeds.down,
    name: '20261127_084636_news_feeds',
  },
  {
    up: migration_20261127_092844_merge_news_snapshot.up,
    down: migration_20261127_092844_merge_news_snapshot.down,
    name: '20261127_092844_merge_news_snapshot',
  },
  {
    up: migration_20261127_093347_markets.up,
    down: migration_20261127_093347_markets.down,
    name: '20261127_093347_markets',
  },
  {
    up: migration_20261127_114617_arena_reference_ratings.up,
    down: migration_20261127_114617_arena_reference_ratings.down,
    name: '20261127_114617_arena_reference_ratings',
  },
  {
    up: migration_20261127_114723_mcp_submissions.up,
    down: migration_20261127_114723_mcp_submissions.down,
    name: '20261127_114723_mcp_submissions',
  },
  {
    up: migration_20261127_124205_merge_parallel_snapshot.up,
    down: migration_20261127_124205_merge_parallel_snapshot.down,
    name: '20261127_124205_merge_parallel_snapshot',
  },
  {
    up: migration_20261127_140000_search_products_by_locale.up,
    down: migration_20261127_140000_search_products_by_locale.down,
    name: '20261127_140000_search_products_by_locale',
  },
  {
    up: migration_20261127_150000_locale_rows_parent_index.up,
    down: migration_20261127_150000_locale_rows_parent_index.down,
    name: '20261127_150000_locale_rows_parent_index',
  },
  {
    up: migration_20261127_170000_product_listing_indexes.up,
    down: migration_20261127_170000_product_listing_indexes.down,
    name: '20261127_170000_product_listing_indexes',
  },
];
