import type { Env } from '../env'
import { createModelsApiClient, type ModelsApiClient } from './modelsApiClient'

/**
 * The models API the price sync reads, or none: without MODELS_API_URL (the offline default) the
 * job does nothing and the prices stay as the editors curated them (the site says so: sandbox).
 */
export function modelsApiClientFrom(env: Pick<Env, 'MODELS_API_URL' | 'MODELS_API_KEY' | 'MODELS_API_TIMEOUT_MS'>): ModelsApiClient | null {
  if (!env.MODELS_API_URL) return null
  return createModelsApiClient({ baseUrl: env.MODELS_API_URL, apiKey: env.MODELS_API_KEY, timeoutMs: env.MODELS_API_TIMEOUT_MS })
}
