import { getPointsHistoryRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** GET /api/points/getPointsHistory?page=: the caller's ledger, newest first (user centre, My Points). */
export const GET = defineRoute(getPointsHistoryRoute, async ({ payload, user, query }) => {
  const found = await payload.find({
    collection: 'points-ledger',
    user,
    overrideAccess: false,
    sort: '-createdAt',
    page: query.page,
    limit: 20,
    depth: 0,
    select: { delta: true, reason: true, createdAt: true },
  })
  return {
    list: found.docs.map((d) => ({ id: d.id, points: Number(d.delta), reason: d.reason, createdAt: d.createdAt })),
    total: found.totalDocs,
    page: found.page ?? 1,
    pages: found.totalPages,
  }
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
