import { readOgImagePath } from '@/features/og/ogImageUrl'
import { renderOgImage } from '@/features/og/renderOgImage'

/**
 * GET /og/{data}/{signature}.png: a page's social image (features/og/). The address says what the
 * image shows and is signed, so an answer never changes for its address: browsers and the CDN may
 * keep it a day, and this process keeps the most recent ones, as rendering takes a few hundred ms.
 * An address the site did not make is a 404.
 */
export const dynamic = 'force-dynamic'

const KEPT = 200
const kept = new Map<string, Buffer>()

export async function GET(_request: Request, { params }: { params: Promise<{ data: string; file: string }> }) {
  const { data, file } = await params
  const subject = readOgImagePath(data, file)
  if (!subject) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  const key = `${data}/${file}`
  let png = kept.get(key)
  if (png) {
    kept.delete(key)
  } else {
    png = await renderOgImage(subject)
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!)
  }
  kept.set(key, png) // most recently used last
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'content-length': String(png.length), 'cache-control': 'public, max-age=86400, s-maxage=86400' },
  })
}
