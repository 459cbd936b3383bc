import { pointsBalance } from '@aidir/cms/accounts'
import { getUserPointsRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** GET /api/points/getUserPoints (SPEC §7): the caller's balance, the sum of their ledger. */
export const GET = defineRoute(getUserPointsRoute, async ({ payload, user }) => ({ points: await pointsBalance(payload, Number(user.id)) }))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
