import type { Payload } from 'payload'

export type SignedInUser = { id: number | string; email?: string | null; role?: string | null }

/**
 * The signed-in user of a request, or null. Reads Payload's own session (its cookie, or an
 * `Authorization: JWT …` / `Bearer …` header) — the one place to change when the site's sign-in
 * service issues its own tokens.
 */
export async function currentUser(payload: Payload, request: Request): Promise<SignedInUser | null> {
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return user ? (user as SignedInUser) : null
  } catch {
    // A malformed or revoked token is simply no user.
    return null
  }
}
