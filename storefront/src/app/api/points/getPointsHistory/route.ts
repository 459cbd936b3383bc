import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { historyQuery } from '@/features/account/server/schemas'

/** GET /api/points/getPointsHistory?page=: the caller's ledger, newest first (user centre, My Points). */
export async function GET(request: Request) {
  const query = historyQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => {
    const found = await payload.find({
      collection: 'points-ledger',
      user,
      overrideAccess: false,
      sort: '-createdAt',
      page: query.data.page,
      limit: 20,
      depth: 0,
      select: { delta: true, reason: true, createdAt: true },
    })
    return ok({
      list: found.docs.map((d) => ({ id: d.id, points: Number(d.delta), reason: d.reason, createdAt: d.createdAt })),
      total: found.totalDocs,
      page: found.page ?? 1,
      pages: found.totalPages,
    })
  })
}
