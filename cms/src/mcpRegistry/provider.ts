import type { Env } from '../env'
import type { EnrichClients } from './enrich'
import { createGithubClient, createNpmDownloadsClient, createPypiStatsClient } from './packageFacts'
import { createRegistryClient, type RegistryClient } from './registryClient'

/**
 * The registry the sync reads: the official MCP Registry API at MCP_REGISTRY_URL, or none (the
 * offline default): then the job records that it is offline and the seeded MCP servers stay as
 * they are.
 */
export function registryClientFrom(env: Pick<Env, 'MCP_REGISTRY_URL' | 'MCP_REGISTRY_TIMEOUT_MS'>): RegistryClient | null {
  if (!env.MCP_REGISTRY_URL) return null
  return createRegistryClient({ baseUrl: env.MCP_REGISTRY_URL, timeoutMs: env.MCP_REGISTRY_TIMEOUT_MS })
}

/** The enrichment clients when MCP_ENRICHMENT=on; null (offline default: seeded figures stay) otherwise. */
export function enrichClientsFrom(
  env: Pick<Env, 'MCP_ENRICHMENT' | 'NPM_DOWNLOADS_URL' | 'PYPISTATS_URL' | 'GITHUB_API_URL' | 'GITHUB_TOKEN' | 'MCP_ENRICHMENT_TIMEOUT_MS'>,
): EnrichClients | null {
  if (env.MCP_ENRICHMENT !== 'on') return null
  const timeoutMs = env.MCP_ENRICHMENT_TIMEOUT_MS
  return {
    npm: createNpmDownloadsClient({ baseUrl: env.NPM_DOWNLOADS_URL, timeoutMs }),
    pypi: createPypiStatsClient({ baseUrl: env.PYPISTATS_URL, timeoutMs }),
    github: createGithubClient({ baseUrl: env.GITHUB_API_URL, timeoutMs, token: env.GITHUB_TOKEN }),
  }
}
