import { createResilience, isResilienceError, retryAfterMs } from '../resilience'
import { type Granularity, parsePeriod } from '../rankings/periods'
import type { SourceKey, TrafficRecord } from './record'

/**
 * A client of the Similarweb REST API (v1 total-traffic-and-engagement and traffic-sources,
 * v4 geography), authenticated by `api_key`. One record = six calls for one domain and period.
 * Calls go through the shared resilience policies: rate limits (429) wait at least Retry-After;
 * 5xx and timeouts are retried with jittered exponential backoff; a run of such failures opens the
 * circuit so a job stops hammering a provider that is down; 401/403 stop at once (a bad key does not get better); "Data not found" means no record.
 */
export class TrafficApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    /** The wait a 429 asked for (Retry-After), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

export type SimilarwebOptions = {
  apiKey: string
  baseUrl: string
  timeoutMs: number
  maxAttempts?: number
  /** Longest Retry-After honoured; a longer one fails the call (the job retries later). */
  maxRetryAfterMs?: number
  fetch?: typeof fetch
  /** For tests: the source of backoff jitter, [0, 1). */
  random?: () => number
  /** Observes each scheduled retry's delay (logging, tests). */
  onRetry?: (delayMs: number) => void
}

/** ISO 3166-1 numeric → alpha-2 for the ranking countries (other countries count as "rest"). */
const numericCountries: Record<number, string> = {
  840: 'us', 356: 'in', 76: 'br', 156: 'cn', 826: 'gb', 124: 'ca', 276: 'de', 392: 'jp', 360: 'id', 643: 'ru', 484: 'mx', 608: 'ph', 36: 'au', 704: 'vn', 410: 'kr',
}
const sourceTypes: Record<string, SourceKey> = {
  direct: 'direct', search: 'search', 'organic search': 'search', mail: 'email', email: 'email', referrals: 'referral', referral: 'referral',
  social: 'social', 'display ads': 'display', 'paid referrals': 'display', display: 'display',
}

export function createSimilarwebClient(options: SimilarwebOptions) {
  const doFetch = options.fetch ?? fetch
  const resilience = createResilience({
    name: 'similarweb',
    timeoutMs: options.timeoutMs,
    // A cap, not a throttle: the import job asks for four domains at once, five calls each.
    concurrency: 24,
    breaker: { failures: 10, cooldownMs: 60_000, counts: (err) => err instanceof TrafficApiError && err.retryable },
    retry: {
      maxRetries: (options.maxAttempts ?? 4) - 1,
      baseMs: 500,
      maxMs: 8_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      random: options.random,
      retryable: (err) => err instanceof TrafficApiError && err.retryable,
      retryAfterOf: (err) => (err instanceof TrafficApiError ? err.retryAfterMs : undefined),
      onRetry: options.onRetry && (({ delayMs }) => options.onRetry!(delayMs)),
    },
    mapError: (err, { timedOut }) => {
      if (err instanceof TrafficApiError) return err
      return new TrafficApiError(timedOut ? `timed out after ${options.timeoutMs} ms` : `network error: ${(err as Error).message}`, 0, true)
    },
  })

  async function attempt(url: URL, signal: AbortSignal): Promise<any | null> {
    const res = await doFetch(url, { signal, headers: { accept: 'application/json' } })
    if (res.ok) return await res.json()
    const body = (await res.json().catch(() => null)) as { meta?: { error_message?: string } } | null
    const message = body?.meta?.error_message ?? res.statusText
    if (res.status === 404 || /data not found/i.test(message)) return null
    if (res.status === 429) throw new TrafficApiError(`rate limited: ${message}`, 429, true, retryAfterMs(res.headers))
    throw new TrafficApiError(`${res.status} ${message}`, res.status, res.status >= 500)
  }

  async function get(path: string, query: Record<string, string>): Promise<any | null> {
    const url = new URL(path, options.baseUrl)
    for (const [k, v] of Object.entries({ ...query, api_key: options.apiKey, format: 'json' })) url.searchParams.set(k, v)
    try {
      return await resilience.execute((signal) => attempt(url, signal))
    } catch (err) {
      if (isResilienceError(err, 'circuit_open')) throw new TrafficApiError(err.message, 0, true)
      throw err
    }
  }

  return {
    name: 'similarweb' as const,
    /** One domain's figures for one month or ISO week; null when the provider has no data. */
    async fetchPeriod(domain: string, granularity: Extract<Granularity, 'month' | 'week'>, label: string): Promise<TrafficRecord | null> {
      const period = parsePeriod(granularity, label)
      if (!period) throw new Error(`not a ${granularity}: ${label}`)
      const monthly = granularity === 'month'
      const range = monthly
        ? { start_date: label, end_date: label, granularity: 'monthly' }
        : { start_date: period.start, end_date: period.start, granularity: 'weekly' }
      const q = { ...range, country: 'world', main_domain_only: 'false' }
      const base = `/v1/website/${encodeURIComponent(domain)}`
      const visits = await get(`${base}/total-traffic-and-engagement/visits`, q)
      const point = visits?.visits?.[0]
      if (!point || typeof point.visits !== 'number') return null
      const [duration, pages, bounce, sources, geo] = await Promise.all([
        get(`${base}/total-traffic-and-engagement/average-visit-duration`, q),
        get(`${base}/total-traffic-and-engagement/pages-per-visit`, q),
        get(`${base}/total-traffic-and-engagement/bounce-rate`, q),
        get(`${base}/traffic-sources/overview-share`, q),
        get(`/v4/website/${encodeURIComponent(domain)}/geo/traffic-by-country`, { start_date: range.start_date, end_date: range.end_date, main_domain_only: 'false' }),
      ])
      const shares: Partial<Record<SourceKey, number>> = {}
      const perDomain = sources?.visits ? (Object.values(sources.visits)[0] as { source_type: string; share: { share: number }[] }[]) : []
      for (const s of perDomain ?? []) {
        const key = sourceTypes[s.source_type.toLowerCase()]
        const share = s.share?.[0]?.share
        if (key && typeof share === 'number') shares[key] = (shares[key] ?? 0) + share
      }
      const countries: Record<string, number> = {}
      for (const r of (geo?.records ?? []) as { country: number; share: number }[]) {
        const code = numericCountries[r.country]
        if (code && typeof r.share === 'number') countries[code] = r.share
      }
      return {
        domain,
        period: label,
        visits: Math.round(point.visits),
        avgVisitDuration: duration?.average_visit_duration?.[0]?.average_visit_duration,
        pagesPerVisit: pages?.pages_per_visit?.[0]?.pages_per_visit,
        bounceRate: bounce?.bounce_rate?.[0]?.bounce_rate,
        sources: Object.keys(shares).length ? shares : undefined,
        countries: Object.keys(countries).length ? countries : undefined,
      }
    },
  }
}

export type SimilarwebClient = ReturnType<typeof createSimilarwebClient>
