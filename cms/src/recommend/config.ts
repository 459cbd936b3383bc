import { parseLlmEnv, platformKeyVariable } from '../llm/config'
import { resilienceFromEnv } from '../llm/registry'
import { withResilience } from '../llm/resilientClient'
import { vendorClients } from '../llm/vendors'
import { createLlmRanker, type PlanRanker } from './llmRanker'
import { recommendEnvSchema } from './settings'


/** The ranker the settings ask for, or null for the offline engine. */
export function rankerFromEnv(source: Record<string, string | undefined> = process.env): PlanRanker | null {
  const settings = recommendEnvSchema.parse(source)
  const platform = settings.RECOMMEND_LLM_PLATFORM
  if (!platform) return null
  const llm = parseLlmEnv(source)
  if (llm.LLM_OFFLINE === 'true' || !llm[platformKeyVariable[platform]]) return null
  const client = withResilience(vendorClients[platform](llm), { ...resilienceFromEnv(llm), timeoutMs: settings.RECOMMEND_LLM_TIMEOUT_MS, maxRetries: settings.RECOMMEND_LLM_RETRIES, maxRetryAfterMs: 2000 })
  return createLlmRanker(client)
}

let processRanker: PlanRanker | null | undefined
/** One ranker per process, so its concurrency limit and circuit breaker are shared by every request. */
export function defaultRanker(): PlanRanker | null {
  if (processRanker === undefined) processRanker = rankerFromEnv()
  return processRanker
}
