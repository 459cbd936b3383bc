import { favoriteKeys } from '@aidir/cms/accounts'
import { favoriteIdsRoute } from '@/features/account/server/routes'
import { defineRoute } from '@/features/api/route'

/** GET /api/favorites/ids: `type:id` of each of the caller's favourites (the toggles on cards). */
export const GET = defineRoute(favoriteIdsRoute, async ({ payload, user }) => favoriteKeys(payload, user))
