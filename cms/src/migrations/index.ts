import * as migration_20261122_035038_initial from './20261122_035038_initial';
import * as migration_20261122_040000_search_documents from './20261122_040000_search_documents';
import * as migration_20261122_041000_seed_state from './20261122_041000_seed_state';
import * as migration_20261122_054431_news_guides_counters from './20261122_054431_news_guides_counters';
import * as migration_20261122_062000_traffic_rankings from './20261122_062000_traffic_rankings';

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
    name: '20261122_054431_news_guides_counters'
  },
  {
    up: migration_20261122_062000_traffic_rankings.up,
    down: migration_20261122_062000_traffic_rankings.down,
    name: '20261122_062000_traffic_rankings',
  },
];
