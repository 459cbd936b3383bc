import { platformKeyVariable, type LlmEnv } from './config'
import { createOfflineClient } from './offline/offlineClient'
import type { AnswerCatalogue } from './offline/catalogue'
import { platformIds, type PlatformId } from './platforms'
import { withResilience, type ResilienceOptions, type ResilientClient } from './resilientClient'
import type { LlmClient } from './types'
import { vendorClients } from './vendors'

export type PlatformClient = ResilientClient & { readonly platform: PlatformId; readonly sandbox: boolean }
export type PlatformClients = Record<PlatformId, PlatformClient>

export function resilienceFromEnv(env: LlmEnv): ResilienceOptions {
  return {
    concurrency: env.LLM_CONCURRENCY,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    backoffBaseMs: env.LLM_BACKOFF_BASE_MS,
    backoffMaxMs: env.LLM_BACKOFF_MAX_MS,
    breakerFailures: env.LLM_BREAKER_FAILURES,
    breakerCooldownMs: env.LLM_BREAKER_COOLDOWN_MS,
  }
}

/**
 * One client per platform for the life of the process (the concurrency limit and the circuit
 * breaker only mean something if every caller shares them): the vendor's real client when its key
 * is set, otherwise the offline engine over our catalogue.
 */
export function createPlatformClients(options: {
  env: LlmEnv
  catalogue: AnswerCatalogue
  /** Replace a platform's client (tests, benchmarks). */
  override?: Partial<Record<PlatformId, LlmClient>>
  offlineLatencyMs?: number
}): PlatformClients {
  const { env } = options
  const resilience = resilienceFromEnv(env)
  const out = {} as PlatformClients
  for (const platform of platformIds) {
    const real = env.LLM_OFFLINE !== 'true' && Boolean(env[platformKeyVariable[platform]])
    const given = options.override?.[platform]
    const client = given ?? (real ? vendorClients[platform](env) : createOfflineClient(platform, options.catalogue, { latencyMs: options.offlineLatencyMs ?? env.LLM_OFFLINE_LATENCY_MS }))
    out[platform] = Object.assign(withResilience(client, resilience), { platform, sandbox: !given && !real })
  }
  return out
}
