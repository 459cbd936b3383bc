import { computeRankings, enqueue, lastCompletePeriod, periodsUntil, type Granularity, type Pool } from '@aidir/cms'

/** How many recent periods a fresh database gets published, so the pages can switch between them. */
const depth: Record<Granularity, number> = { month: 3, week: 3, quarter: 2 }

/**
 * Publishes the recent ranking periods of a freshly seeded database, oldest first (trend and
 * new-star boards compare with the previous published board), either here or as jobs for the
 * tasks worker. Idempotent: periods already published are kept.
 */
export async function publishRecentRankings(pool: Pool, mode: 'compute' | 'enqueue', options: { now?: Date; replace?: boolean } = {}) {
  const now = options.now ?? new Date()
  const periods = (Object.keys(depth) as Granularity[]).flatMap((g) => periodsUntil(lastCompletePeriod(g, now), depth[g]))
  for (const period of periods) {
    if (mode === 'enqueue') await enqueue('rankings.compute', { granularity: period.granularity, period: period.label, replace: options.replace, trigger: 'seed' })
    else await computeRankings(pool, period, { replace: options.replace })
  }
  return periods.length
}
