import { computeRankingsJob } from './rankings/computeRankings'
import { indexRecord } from './search/indexRecord'
import { rebuildIndex } from './search/rebuildIndex'
import { fetchTrafficJob } from './traffic/fetchTraffic'
import type { Handlers } from './types'

/** Every queue of the job contract and the handler that works it. */
export const handlers: Handlers = {
  'search.index': indexRecord,
  'search.rebuild': rebuildIndex,
  'rankings.compute': computeRankingsJob,
  'traffic.fetch': fetchTrafficJob,
}
