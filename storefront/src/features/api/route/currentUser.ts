import { userFromRequest, type SignedInUser } from '@aidir/cms/accounts'
import type { Payload } from 'payload'

export type { SignedInUser }

/**
 * The signed-in user of a request, or null: the site's session (the bearer token of SPEC §6, a
 * Payload JWT naming a revocable `users_sessions` row). The one place the storefront reads it.
 */
export async function currentUser(payload: Payload, request: Request): Promise<SignedInUser | null> {
  return userFromRequest(payload, request.headers)
}
