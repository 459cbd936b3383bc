import { favoriteKeys } from '@aidir/cms/accounts'
import { favoriteIdsRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** GET /api/favorites/ids: `type:id` of each of the caller's favourites (the toggles on cards). */
export const GET = defineRoute(favoriteIdsRoute, async ({ payload, user }) => favoriteKeys(payload, user))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
