import type { Payload } from 'payload'
import { env } from '../env'
import { parseLlmEnv } from '../llm/config'
import { createPayloadCatalogue } from '../llm/offline/payloadCatalogue'
import { createPlatformClients, type PlatformClients } from '../llm/registry'

let clients: PlatformClients | undefined

/**
 * The arena's platform clients, one set per process so the per-platform limits and circuit
 * breakers protect each vendor across every battle. Without a vendor key a platform is the
 * offline engine (sandbox).
 */
export function arenaClients(payload: Payload): PlatformClients {
  clients ??= createPlatformClients({ env: parseLlmEnv(), catalogue: createPayloadCatalogue(payload, env().SITE_URL) })
  return clients
}

/** Replaces the clients (tests and benchmarks point them at a local fake vendor). */
export function setArenaClients(next: PlatformClients | undefined): void {
  clients = next
}
