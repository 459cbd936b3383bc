import { listFavorites } from '@aidir/cms/accounts'
import { listFavoritesRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** GET /api/favorites/list?type=&page=&langType=: the caller's favourites, newest first, in the page's language. */
export const GET = defineRoute(listFavoritesRoute, async ({ payload, user, query, locale }) => listFavorites(payload, user, query.type, query.page, 24, locale))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
