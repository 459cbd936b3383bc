import { toggleFavorite } from '@aidir/cms/accounts'
import { toggleFavoriteRoute } from '@/features/account/server/routes'
import { ApiError, defineRoute, methodsNotAllowed } from '@/features/api/route'

/** POST /api/favorites/toggle { type, id }: adds or removes a favourite of the caller; { favorited }. */
export const POST = defineRoute(toggleFavoriteRoute, async ({ payload, user, body }) => {
  const result = await toggleFavorite(payload, user, body.type, body.id)
  if (!result) throw new ApiError('notFound', `No ${body.type} with id ${body.id}`)
  return result
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
