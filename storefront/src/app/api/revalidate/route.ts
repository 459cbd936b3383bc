import { env } from '@aidir/cms'
import { sameToken } from '@aidir/cms/lib/derivedToken'
import { revalidateToken } from '@aidir/cms/hooks/revalidateStorefront'
import { revalidatePath, revalidateTag } from 'next/cache'
import { ApiError, defineRoute } from '@/features/api/route'
import { revalidateRoute } from '@/features/openapi/routes'

/**
 * POST /api/revalidate (internal; the tasks worker calls it after a content change commits):
 * drops the cached data reads (tag `content`) and every cached page under [lang], so the next
 * visitor gets a fresh render instead of waiting up to 60 s. Bearer token derived from the shared
 * secret (cms/src/hooks/revalidateStorefront.ts), checked before the body.
 */
function guard(request: Request): void {
  if (!sameToken(request.headers.get('authorization')?.replace(/^Bearer /, ''), revalidateToken(env().PAYLOAD_SECRET))) throw new ApiError('loginFirst', 'Unauthorized')
}

export const POST = defineRoute({ ...revalidateRoute, guard }, async ({ body }) => {
  revalidateTag('content', { expire: 0 })
  revalidatePath('/[lang]', 'layout')
  return { revalidated: body.collection }
})
