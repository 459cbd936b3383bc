import { clientAddress } from '@aidir/cms/accounts'
import { poolOf } from '@aidir/cms'
import { countConfigCopy } from '@aidir/cms/mcpRankings'
import { ApiError, defineRoute, methodsNotAllowed } from '@/features/api/route'
import { copyCountRoute } from '@/features/mcp/copyCount'
import { RecentViews } from '@/features/routing/recentViews'

/**
 * POST /api/mcp/copy {server}: counts one copy of the server's install configuration, once per
 * visitor, server and hour (a second copy of another client's snippet is the same interest).
 * 404 when no published server has that key.
 */
const recent = new RecentViews()

export const POST = defineRoute(copyCountRoute, async ({ request, payload, body }) => {
  const key = `${clientAddress(request.headers)}|${body.server}`
  if (recent.has(key)) return null
  if (!(await countConfigCopy(poolOf(payload), body.server))) throw new ApiError('notFound', `No MCP server with key ${body.server}`)
  recent.remember(key)
  return null
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
