import { takePointsNotices } from '@aidir/cms/accounts'
import { getNoticePointsRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** GET /api/user/getNoticePoints (SPEC §3, §4): the awards not yet shown, [{ type, points }], each once. */
export const GET = defineRoute(getNoticePointsRoute, async ({ payload, user }) => takePointsNotices(payload, Number(user.id)))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
