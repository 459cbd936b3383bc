import {
  dateInZone,
  env,
  generateSandboxSeries,
  importTraffic,
  lastCompletePeriod,
  normaliseHost,
  parsePeriod,
  poolOf,
  TrafficApiError,
  trafficProvider,
} from '@aidir/cms'
import type { TrafficRecord } from '@aidir/cms/traffic'
import type { Handler } from '../types'

const CONCURRENCY = 4

/**
 * Brings in one closed period of traffic for every published product. With the API configured:
 * one request set per distinct domain, four at a time, then the same import as files (matching,
 * idempotent upsert). In the sandbox: the deterministic series is extended to the period.
 */
export const fetchTrafficJob: Handler<'traffic.fetch'> = async ({ granularity, period }, { payload, log }) => {
  const settings = env()
  const target = period ? parsePeriod(granularity, period) : lastCompletePeriod(granularity, dateInZone(new Date(), settings.RANKINGS_TIME_ZONE))
  if (!target) throw new Error(`"${period}" is not a ${granularity} period`)
  const pool = poolOf(payload)
  const provider = trafficProvider(settings)
  if (provider.name === 'sandbox') {
    const result = await generateSandboxSeries(pool, { scope: 'all', months: granularity === 'month' ? [target] : [], weeks: granularity === 'week' ? [target] : [] })
    log.info({ period: target.label, ...result }, 'sandbox traffic extended')
    return { provider: 'sandbox', period: target.label, points: result.points }
  }

  const urls = (await pool.query(`SELECT url FROM products WHERE status = 'published'`)).rows.map((r) => r.url as string)
  // Domain-level statistics: products on a shared host (github.com/org/repo) are not fetched.
  const domains = [...new Set(urls.map((u) => normaliseHost(u)).filter((n) => n && !n.path).map((n) => n!.host))]
  const records: TrafficRecord[] = []
  const failures: string[] = []
  let next = 0
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < domains.length) {
      const domain = domains[next++]!
      try {
        const record = await provider.fetchPeriod(domain, granularity, target.label)
        if (record) records.push(record)
      } catch (err) {
        // A rejected key fails the whole job at once; other errors only lose that domain.
        if (err instanceof TrafficApiError && (err.status === 401 || err.status === 403)) throw err
        failures.push(`${domain}: ${(err as Error).message}`)
      }
    }
  })
  await Promise.all(workers)
  if (domains.length > 0 && failures.length === domains.length) throw new Error(`every request failed, e.g. ${failures[0]}`)
  const report = await importTraffic(pool, { rows: records.map((record, i) => ({ line: i + 1, record })), errors: [] }, { granularity, source: 'similarweb' })
  log.info({ period: target.label, domains: domains.length, records: records.length, failures: failures.length, imported: report.imported }, 'traffic fetched')
  return { provider: 'similarweb', period: target.label, domains: domains.length, records: records.length, failures: failures.slice(0, 20), imported: report.imported, unmatched: report.unmatched.length }
}
