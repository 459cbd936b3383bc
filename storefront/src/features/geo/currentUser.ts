import { userFromRequest } from '@aidir/cms/accounts/sessions'
import type { Payload } from 'payload'

export type GeoUser = { id: number | string; collection: 'users'; role?: string; [key: string]: unknown }

/** The signed-in user of a request (the site's bearer session, SPEC §6), or null. */
export async function currentUser(payload: Payload, request: Request): Promise<GeoUser | null> {
  const user = await userFromRequest(payload, request.headers)
  return user ? (user as unknown as GeoUser) : null
}
