import { computeRankings, dateInZone, enqueue, env, lastCompletePeriod, parsePeriod, poolOf } from '@aidir/cms'
import { changeTags } from '@aidir/cms/revalidation'
import type { Handler } from '../types'

/**
 * Publishes the boards of one period. A scheduled run ranks the last complete period in the
 * schedule's time zone; when that period's data has not arrived yet the job fails and pg-boss
 * retries it with backoff (about a day), so a late provider delays the ranking instead of
 * publishing an empty one. Also works `rankings.recompute`, the editors' manual runs.
 */
export const computeRankingsJob: Handler<'rankings.compute'> = async ({ granularity, period, replace, trigger }, { payload, log }) => {
  const target = period ? parsePeriod(granularity, period) : lastCompletePeriod(granularity, dateInZone(new Date(), env().RANKINGS_TIME_ZONE))
  if (!target) throw new Error(`"${period}" is not a ${granularity} period`)
  const result = await computeRankings(poolOf(payload), target, { replace })
  if (result.empty && trigger === 'schedule') throw new Error(`no traffic data for ${granularity} ${target.label} yet`)
  log.info({ ...result, trigger }, result.skipped ? 'rankings already published' : 'rankings published')
  // New boards show at once rather than when the pages' 60 s cache runs out.
  if (!result.skipped && !result.empty) await enqueue('storefront.revalidate', { collection: 'ranking_snapshots', tags: changeTags('ranking_snapshots', null) })
  return result
}
