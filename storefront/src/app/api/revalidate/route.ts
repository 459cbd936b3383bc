import { env } from '@aidir/cms'
import { sameToken } from '@aidir/cms/lib/derivedToken'
import { revalidateToken } from '@aidir/cms/hooks/revalidateStorefront'
import { revalidatePath, revalidateTag } from 'next/cache'
import { z } from 'zod'

/**
 * POST /api/revalidate (internal; the tasks worker calls it after a content change commits):
 * drops the cached data reads (tag `content`) and every cached page under [lang], so the next
 * visitor gets a fresh render instead of waiting up to 60 s. Bearer token derived from the shared
 * secret (cms/src/hooks/revalidateStorefront.ts).
 */
const body = z.object({ collection: z.string().min(1).max(64) })
const noStore = { 'Cache-Control': 'no-store' }

function authorised(request: Request): boolean {
  return sameToken(request.headers.get('authorization')?.replace(/^Bearer /, ''), revalidateToken(env().PAYLOAD_SECRET))
}

export async function POST(request: Request) {
  if (!authorised(request)) return Response.json({ code: 401, message: 'Unauthorized' }, { status: 401, headers: noStore })
  const parsed = body.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) return Response.json({ code: 400, message: 'Expected { collection }' }, { status: 400, headers: noStore })
  revalidateTag('content', { expire: 0 })
  revalidatePath('/[lang]', 'layout')
  return Response.json({ code: 0, data: { revalidated: parsed.data.collection } }, { headers: noStore })
}
