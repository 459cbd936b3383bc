import { env } from '../env'

/**
 * Where the inspector, the playground and the probe may connect. Production: public addresses over
 * https only. Tests and local development may allow listed addresses (a reference server on
 * 127.0.0.1) and plain http; env.ts refuses both in production.
 */
export type TargetPolicy = {
  protocols: readonly ('http:' | 'https:')[]
  allowAddress?: (address: string) => boolean
  /** Test hook: a resolver that answers what the test needs (a name pointing at a private address). */
  resolve?: (host: string) => Promise<string[]>
}

export function targetPolicy(settings = env()): TargetPolicy {
  const allowed = new Set(settings.MCP_INSPECT_ALLOW_ADDRESSES.split(',').map((a) => a.trim()).filter(Boolean))
  return {
    protocols: settings.MCP_INSPECT_ALLOW_HTTP === 'on' ? ['https:', 'http:'] : ['https:'],
    allowAddress: allowed.size ? (address) => allowed.has(address) : undefined,
  }
}

/** Caps of one connection: every HTTP answer, the wait for one, a stream's whole life, one MCP request. */
export type Caps = { maxBytes: number; headersTimeoutMs: number; streamLifetimeMs: number; requestTimeoutMs: number }

export const playgroundCaps: Caps = { maxBytes: 2 * 1024 * 1024, headersTimeoutMs: 8_000, streamLifetimeMs: 30_000, requestTimeoutMs: 15_000 }
export const probeCaps: Caps = { maxBytes: 2 * 1024 * 1024, headersTimeoutMs: 8_000, streamLifetimeMs: 20_000, requestTimeoutMs: 10_000 }
