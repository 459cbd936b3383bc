import { enqueue, env, poolOf } from '@aidir/cms'
import { type RegistryClient, registryClientFrom, syncRegistry, writeSyncState } from '@aidir/cms/mcpRegistry'
import { changeTags, CONTENT_TAG } from '@aidir/cms/revalidation'
import type { Handler } from '../types'

/** Past this many changed servers one broad flush is cheaper than naming each page. */
const MAX_NAMED_SERVERS = 60

/**
 * The hourly sync from the official MCP Registry (cms/src/mcpRegistry/sync.ts). Offline (no
 * MCP_REGISTRY_URL) it only records that, so the admin says why nothing arrives. Servers whose
 * registry status changed are relabelled on the site at once (storefront.revalidate after commit).
 */
export const createSyncRegistryHandler =
  (options: { client?: () => RegistryClient | null; pageSize?: number } = {}): Handler<'mcp.registrySync'> =>
  async (_data, { payload, log }) => {
    const settings = env()
    const pool = poolOf(payload)
    const client = options.client ? options.client() : registryClientFrom(settings)
    if (!client) {
      await writeSyncState(pool, { lastOutcome: 'offline', lastError: null, lastRunFinishedAt: new Date() })
      return { provider: 'offline' }
    }
    const result = await syncRegistry(pool, client, { pageSize: options.pageSize ?? settings.MCP_REGISTRY_PAGE_SIZE, log })
    const changed = result.mirroredServers
    if (changed.length > 0) {
      const tags = changed.length > MAX_NAMED_SERVERS ? [CONTENT_TAG] : [...new Set(changed.flatMap((s) => changeTags('mcp-servers', s)))]
      await enqueue('storefront.revalidate', { collection: 'mcp-servers', tags })
    }
    return { provider: 'registry', resumed: result.resumed, ...result.counts, highWaterMark: result.highWaterMark }
  }

export const syncRegistryJob = createSyncRegistryHandler()
