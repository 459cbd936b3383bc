import { categorySprite } from '@/features/icons/categorySprite'

/**
 * The category icons' sprite (features/icons/categorySprite.ts), built with the app. Pages link it
 * with its content hash in the query, so it may be kept for a year.
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(categorySprite, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
