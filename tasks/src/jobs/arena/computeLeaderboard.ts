import { computeArenaLeaderboard } from '@aidir/cms/arena'
import type { Handler } from '../types'

/**
 * Hourly: refits the arena leaderboard from the valid votes (cms/src/arena/computeLeaderboard.ts); a
 * rerun with no new votes publishes nothing. A published version queues the revalidation of the
 * leaderboard pages in its own transaction.
 */
export const computeArenaLeaderboardJob: Handler<'arena.leaderboard'> = async (_data, { payload, log }) => {
  const report = await computeArenaLeaderboard(payload)
  if (report.published.length) log.info(report, 'arena leaderboard published')
  return report
}
