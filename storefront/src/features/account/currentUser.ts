import { userFromRequest } from '@aidir/cms/accounts/sessions'
import type { Payload } from 'payload'

export type SignedInUser = { id: number | string; email?: string | null; role?: string | null }

/**
 * The signed-in user of a request, or null: the site's session (bearer token, SPEC §6), checked
 * against its revocable server-side session.
 */
export async function currentUser(payload: Payload, request: Request): Promise<SignedInUser | null> {
  return userFromRequest(payload, request.headers)
}
