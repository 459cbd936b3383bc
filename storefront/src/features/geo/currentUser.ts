import type { Payload } from 'payload'

export type GeoUser = { id: number | string; collection: 'users'; role?: string; [key: string]: unknown }

/**
 * The signed-in user of a request, from Payload's auth (its JWT cookie or an Authorization
 * header), or null. The one place the GEO routes learn who is asking; the accounts work swaps
 * the body for the site's session helper.
 */
export async function currentUser(payload: Payload, request: Request): Promise<GeoUser | null> {
  const { user } = await payload.auth({ headers: request.headers })
  return user ? ({ ...(user as object), collection: 'users' } as GeoUser) : null
}
