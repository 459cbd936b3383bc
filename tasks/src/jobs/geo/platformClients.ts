import { env } from '@aidir/cms'
import { createPayloadCatalogue, createPlatformClients, parseLlmEnv, type PlatformClients } from '@aidir/cms/llm'
import type { Payload } from 'payload'

let clients: PlatformClients | undefined

/**
 * The worker's platform clients, one set per process: the concurrency limits and circuit breakers
 * only protect a vendor if every job shares them.
 */
export function platformClients(payload: Payload): PlatformClients {
  clients ??= createPlatformClients({ env: parseLlmEnv(), catalogue: createPayloadCatalogue(payload, env().SITE_URL) })
  return clients
}
