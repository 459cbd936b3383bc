import { z } from 'zod'
import { createJsonGet, type JsonGetOptions } from './jsonGet'
import { UpstreamError } from './upstreamError'

export type RegistryClientOptions = Omit<JsonGetOptions, 'service'> & { baseUrl: string }

/** A page of `GET /v0.1/servers`: items are checked one by one later (a bad one is skipped, not fatal). */
const pageSchema = z.object({
  servers: z.array(z.unknown()),
  metadata: z.object({ nextCursor: z.string().nullish(), count: z.number().int().nullish() }).loose().nullish(),
})

export type RegistryPage = { items: unknown[]; nextCursor: string | null }

/**
 * A client of the official MCP Registry API (`GET /v0.1/servers`, the stable version): cursor
 * paging (`metadata.nextCursor`, passed back exactly), `updated_since` (RFC 3339) for incremental
 * runs and `version=latest`, so each server comes once, as its latest version.
 */
export function createRegistryClient(options: RegistryClientOptions) {
  const get = createJsonGet({ ...options, service: 'mcp-registry', concurrency: options.concurrency ?? 2 })
  return {
    async listServers(query: { cursor?: string | null; limit: number; updatedSince?: Date | null }, signal?: AbortSignal): Promise<RegistryPage> {
      const url = new URL('v0.1/servers', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
      url.searchParams.set('limit', String(query.limit))
      url.searchParams.set('version', 'latest')
      if (query.cursor) url.searchParams.set('cursor', query.cursor)
      if (query.updatedSince) url.searchParams.set('updated_since', query.updatedSince.toISOString())
      const body = await get(url, signal)
      if (body === null) throw new UpstreamError('mcp-registry', `${url.pathname} not found: is MCP_REGISTRY_URL the registry's base URL?`, 404, false)
      const page = pageSchema.safeParse(body)
      // A page we cannot read may be a proxy's error page: retried by the job, the cursor kept.
      if (!page.success) throw new UpstreamError('mcp-registry', `unexpected page shape: ${page.error.issues[0]?.message}`, 200, true)
      return { items: page.data.servers, nextCursor: page.data.metadata?.nextCursor || null }
    },
  }
}

export type RegistryClient = ReturnType<typeof createRegistryClient>
