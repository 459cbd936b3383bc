import { clientAddress } from '@aidir/cms/accounts'
import { ApiError, defineRoute, methodsNotAllowed } from '@/features/api/route'
import { countView } from '@/features/routing/pageViews'
import { RecentViews } from '@/features/routing/recentViews'
import { updatePvRoute } from '@/features/routing/routes'

/**
 * GET /api/updatePv?id=<key>&type=product|model|mcp|news|guide (SPEC §7): counts one page view.
 * Success (data null) when counted or already counted for this visitor within the hour, 400 for a
 * bad query, 404 when no published record has that id.
 */
const recent = new RecentViews()

/** The visitor's address by the one rule (trusted proxies only); all unknown visitors share one key. */
const visitorOf = (request: Request): string => clientAddress(request.headers)

export const GET = defineRoute(updatePvRoute, async ({ request, payload, query }) => {
  const { type, id } = query
  const key = `${visitorOf(request)}|${type}|${id}`
  if (recent.has(key)) return null
  const counted = await countView(payload, type, id)
  if (counted === undefined) throw new ApiError('notFound', `No ${type} with id ${id}`)
  recent.remember(key)
  return null
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
