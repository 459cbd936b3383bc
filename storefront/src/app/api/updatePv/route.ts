import { clientAddress } from '@aidir/cms/accounts/clientAddress'
import { updatePvQuery } from '@/features/routing/pageViewApi'
import { countView } from '@/features/routing/pageViews'
import { getPayload } from '@/lib/payload'
import { RecentViews } from '@/features/routing/recentViews'

/**
 * GET /api/updatePv?id=<key>&type=product|model|mcp|news|guide (SPEC §7): counts one page view.
 * { code: 0 } when counted (or already counted for this visitor within the hour), 400 for a bad
 * query, 404 when no published record has that id.
 */
const recent = new RecentViews()
const noStore = { 'Cache-Control': 'no-store' }

/** The visitor's address by the one rule (trusted proxies only); all unknown visitors share one key. */
const visitorOf = (request: Request): string => clientAddress(request.headers)

export async function GET(request: Request) {
  const parsed = updatePvQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return Response.json({ code: 400, message: parsed.error.issues[0]?.message ?? 'invalid query' }, { status: 400, headers: noStore })
  }
  const { type, id } = parsed.data
  const key = `${visitorOf(request)}|${type}|${id}`
  if (recent.has(key)) return Response.json({ code: 0 }, { headers: noStore })
  const counted = await countView(await getPayload(), type, id)
  if (counted === undefined) {
    return Response.json({ code: 404, message: `No ${type} with id ${id}` }, { status: 404, headers: noStore })
  }
  recent.remember(key)
  return Response.json({ code: 0 }, { headers: noStore })
}
