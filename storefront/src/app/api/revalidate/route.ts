import { env } from '@aidir/cms'
import { sameToken } from '@aidir/cms/lib'
import { revalidateToken } from '@aidir/cms/hooks'
import { CONTENT_TAG } from '@aidir/cms/revalidation'
import { revalidatePath, revalidateTag } from 'next/cache'
import { ApiError, defineRoute, methodsNotAllowed } from '@/features/api/route'
import { revalidateRoute } from '@/features/openapi/routes'

/**
 * POST /api/revalidate (internal; the tasks worker calls it after a content change commits):
 * expires the cached data reads carrying the given tags and with them every cached page that made
 * them (a page carries the tags of its reads), so the next visitor of those pages gets a fresh
 * render instead of waiting up to 60 s; other pages stay cached. `content` (or a body naming only
 * a collection) drops every cached read and page under [lang]. The answer lists the tags, which the
 * edge in front purges too. Bearer token derived from the shared secret
 * (cms/src/hooks/revalidateStorefront.ts), checked before the body.
 */
function guard(request: Request): void {
  if (!sameToken(request.headers.get('authorization')?.replace(/^Bearer /, ''), revalidateToken(env().PAYLOAD_SECRET))) throw new ApiError('loginFirst', 'Unauthorized')
}

export const POST = defineRoute({ ...revalidateRoute, guard }, async ({ body }) => {
  const tags = [...new Set(body.tags)]
  // Expired, not stale: the visitor right after an edit must see it (a stale answer would show the old page once more).
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // Pages that read nothing cached carry no content tag: the broad flush reaches them by path.
  if (tags.includes(CONTENT_TAG)) revalidatePath('/[lang]', 'layout')
  return { revalidated: tags }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
