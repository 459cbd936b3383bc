import { env } from '@aidir/cms'
import { sameToken } from '@aidir/cms/lib/derivedToken'
import { revalidateToken } from '@aidir/cms/hooks/revalidateStorefront'
import { CONTENT_TAG, cacheTag } from '@aidir/cms/revalidation/tags'
import { revalidatePath, revalidateTag } from 'next/cache'
import { z } from 'zod'

/**
 * POST /api/revalidate (internal; the tasks worker calls it after a content change commits):
 * expires the cached data reads carrying the given tags and with them every cached page that made
 * them (a page carries the tags of its reads), so the next visitor of those pages gets a fresh
 * render instead of waiting up to 60 s; other pages stay cached. `content` (or a body naming only
 * a collection) drops every cached read and page under [lang]. The answer lists the tags, which the
 * edge in front purges too. Bearer token derived from the shared secret
 * (cms/src/hooks/revalidateStorefront.ts).
 */
const body = z.union([
  z.object({ tags: z.array(cacheTag).min(1).max(200), collection: z.string().min(1).max(64).optional() }),
  z.object({ collection: z.string().min(1).max(64) }).transform(({ collection }) => ({ collection, tags: [CONTENT_TAG] })),
])
const noStore = { 'Cache-Control': 'no-store' }

function authorised(request: Request): boolean {
  return sameToken(request.headers.get('authorization')?.replace(/^Bearer /, ''), revalidateToken(env().PAYLOAD_SECRET))
}

export async function POST(request: Request) {
  if (!authorised(request)) return Response.json({ code: 401, message: 'Unauthorized' }, { status: 401, headers: noStore })
  const parsed = body.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) return Response.json({ code: 400, message: 'Expected { tags } or { collection }' }, { status: 400, headers: noStore })
  const tags = [...new Set(parsed.data.tags)]
  // Expired, not stale: the visitor right after an edit must see it (a stale answer would show the old page once more).
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // Pages that read nothing cached carry no content tag: the broad flush reaches them by path.
  if (tags.includes(CONTENT_TAG)) revalidatePath('/[lang]', 'layout')
  return Response.json({ code: 0, data: { revalidated: tags } }, { headers: noStore })
}
