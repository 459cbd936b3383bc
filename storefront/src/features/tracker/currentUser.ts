import type { Payload } from 'payload'
import type { TrackerUser } from '@aidir/cms/tracker/index'

/**
 * The signed-in user of a request, from Payload's auth (its JWT cookie or an Authorization
 * header), or null. The one place the tracker's routes learn who is asking; the accounts work
 * replaces the body with the site's session helper.
 */
export async function currentUser(payload: Payload, request: Request): Promise<TrackerUser | null> {
  const { user } = await payload.auth({ headers: request.headers })
  return user ? ({ ...(user as object), collection: 'users' } as TrackerUser) : null
}
