import type { Env } from '../env'
import { createSimilarwebClient, type SimilarwebClient } from './similarweb'

/**
 * Where traffic figures come from: the Similarweb-style API when TRAFFIC_API_KEY is set, else the
 * sandbox (the seeded series already in the database; nothing to fetch). The source label is
 * stored with every point and shown next to the figures.
 */
export type TrafficProvider = { name: 'sandbox' } | SimilarwebClient

export function trafficProvider(env: Pick<Env, 'TRAFFIC_API_KEY' | 'TRAFFIC_API_URL' | 'TRAFFIC_API_TIMEOUT_MS'>): TrafficProvider {
  if (!env.TRAFFIC_API_KEY) return { name: 'sandbox' }
  return createSimilarwebClient({ apiKey: env.TRAFFIC_API_KEY, baseUrl: env.TRAFFIC_API_URL, timeoutMs: env.TRAFFIC_API_TIMEOUT_MS })
}
