import { enqueue, env } from '@aidir/cms'
import { probeServer, probeSlot, serversToProbe, type TargetPolicy } from '@aidir/cms/mcpInspect'
import { recordTag } from '@aidir/cms/revalidation'
import type { Handler } from '../types'

/**
 * Every 30 minutes: one check per published MCP server with a remote. Off by default
 * (MCP_PROBING): the offline default contacts no server.
 */
export const scheduleProbes: Handler<'mcp.probeSchedule'> = async (_data, { payload }) => {
  if (env().MCP_PROBING !== 'on') return { provider: 'offline' }
  const slot = probeSlot(new Date())
  const ids = await serversToProbe(payload)
  for (const serverId of ids) await enqueue('mcp.probe', { serverId, slot })
  return { slot, queued: ids.length }
}

/** `policy` and `now` are for tests (the reference server on 127.0.0.1, a fixed clock); the worker reads the settings. */
export function createProbeHandler(setup: { policy?: TargetPolicy; now?: () => Date } = {}): Handler<'mcp.probe'> {
  return async ({ serverId, slot }, { payload }) => {
    const outcome = await probeServer(payload, serverId, slot, setup)
    // The server's page shows liveness and tool changes: refresh it when either moved.
    if (!outcome.skipped && (outcome.statusChanged || outcome.toolsChanged)) {
      await enqueue('storefront.revalidate', { collection: 'mcp-server-probes', tags: [recordTag('mcp-servers', outcome.key)] })
    }
    return outcome
  }
}
