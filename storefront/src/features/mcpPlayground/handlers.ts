import { callRemoteTool, inspectServer, type TargetPolicy } from '@aidir/cms/mcpInspect'
import { hitLimit } from '@aidir/cms/verification'
import type { Payload } from 'payload'
import { ApiError, defineRoute } from '@/features/api/route'
import { proxyError } from './proxyErrors'
import { callRoute, inspectRoute } from './routes'

/** All users together may not flood one server through us: a limit per target host. */
const perTarget = { max: 120, windowSeconds: 60 }

async function countTarget(payload: Payload, url: string, limit = perTarget): Promise<void> {
  const host = new URL(url).host.toLowerCase()
  const result = await hitLimit(payload, { key: `mcp-target:${host}`, ...limit })
  if (!result.allowed) throw new ApiError('tooMany', undefined, { retryAfter: result.retryAfter })
}

/** For tests and the bench: a reference server on 127.0.0.1, a wider target limit. The site reads its settings. */
type Setup = { policy?: TargetPolicy; targetLimit?: typeof perTarget }

/** POST /api/mcp/inspect — connect and list tools, resources and prompts. Sign-in required. */
export function inspectHandler(setup: Setup = {}) {
  return defineRoute(inspectRoute, async ({ payload, body, request }) => {
    await countTarget(payload, body.url, setup.targetLimit)
    try {
      return await inspectServer(body, { policy: setup.policy, signal: request.signal })
    } catch (err) {
      throw proxyError(err)
    }
  })
}

/** POST /api/mcp/call — call one tool; the arguments are checked against its inputSchema first. */
export function callHandler(setup: Setup = {}) {
  return defineRoute(callRoute, async ({ payload, body, request }) => {
    await countTarget(payload, body.url, setup.targetLimit)
    try {
      return await callRemoteTool(body, { policy: setup.policy, signal: request.signal })
    } catch (err) {
      throw proxyError(err)
    }
  })
}
