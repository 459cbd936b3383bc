import { callRemoteTool, inspectServer, type TargetPolicy } from '@aidir/cms/mcpInspect'
import type { Payload } from 'payload'
import { callLimit, countCalls, defineRoute, type SignedInUser } from '@/features/api/route'
import { proxyError } from './proxyErrors'
import { callRoute, inspectRoute } from './routes'

/** All users together may not flood one server through us: a limit per target host. */
const perTarget = { max: 120, windowSeconds: 60 }

/** The declared per-user rule and the per-target limit, counted in one round trip (a tool call's latency budget). */
async function countCall(payload: Payload, route: typeof inspectRoute | typeof callRoute, request: Request, user: SignedInUser, url: string, target = perTarget): Promise<void> {
  const host = new URL(url).host.toLowerCase()
  await countCalls(payload, [callLimit(route, route.outbound.limit, request, user), { key: `mcp-target:${host}`, ...target }])
}

/** For tests and the bench: a reference server on 127.0.0.1, a wider target limit. The site reads its settings. */
type Setup = { policy?: TargetPolicy; targetLimit?: typeof perTarget }

/** POST /api/mcp/inspect — connect and list tools, resources and prompts. Sign-in required. */
export function inspectHandler(setup: Setup = {}) {
  return defineRoute(inspectRoute, async ({ payload, body, request, user }) => {
    await countCall(payload, inspectRoute, request, user, body.url, setup.targetLimit)
    try {
      return await inspectServer(body, { policy: setup.policy, signal: request.signal })
    } catch (err) {
      throw proxyError(err)
    }
  })
}

/** POST /api/mcp/call — call one tool; the arguments are checked against its inputSchema first. */
export function callHandler(setup: Setup = {}) {
  return defineRoute(callRoute, async ({ payload, body, request, user }) => {
    await countCall(payload, callRoute, request, user, body.url, setup.targetLimit)
    try {
      return await callRemoteTool(body, { policy: setup.policy, signal: request.signal })
    } catch (err) {
      throw proxyError(err)
    }
  })
}
