import { enqueue, env, poolOf } from '@aidir/cms'
import { enrichClientsFrom, enrichServers } from '@aidir/cms/mcpRegistry'
import type { Handler } from '../types'

/**
 * Daily: package facts of the catalogue's MCP servers (cms/src/mcpRegistry/enrich.ts). Off by
 * default (MCP_ENRICHMENT): the seeded figures stay. New figures reach the MCP pages and rankings
 * through one revalidation of the MCP listings.
 */
export const enrichServersJob: Handler<'mcp.enrich'> = async (_data, { payload, log }) => {
  const clients = enrichClientsFrom(env())
  if (!clients) return { provider: 'offline' }
  const result = await enrichServers(poolOf(payload), clients)
  if (result.failures.length > 0) log.warn({ failures: result.failures.slice(0, 10) }, 'some MCP package facts could not be read')
  if (result.downloadsUpdated + result.starsUpdated > 0) await enqueue('storefront.revalidate', { collection: 'mcp-servers', tags: ['mcp-servers'] })
  return { provider: 'apis', ...result }
}
