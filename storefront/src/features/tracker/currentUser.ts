import { userFromRequest } from '@aidir/cms/accounts/sessions'
import type { TrackerUser } from '@aidir/cms/tracker/index'
import type { Payload } from 'payload'

/** The signed-in user of a request (the site's bearer session, SPEC §6), or null. */
export async function currentUser(payload: Payload, request: Request): Promise<TrackerUser | null> {
  const user = await userFromRequest(payload, request.headers)
  return user ? (user as unknown as TrackerUser) : null
}
