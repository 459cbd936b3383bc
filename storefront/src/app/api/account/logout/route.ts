import { revokeSession } from '@aidir/cms/accounts'
import { logoutRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** GET /api/account/logout (SPEC §4): revokes the caller's session; the token stops working at once. */
export const GET = defineRoute(logoutRoute, async ({ payload, user }) => revokeSession(payload, user))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
