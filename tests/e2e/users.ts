import type { Payload } from 'payload'

/** The password of every user the browser tests create. */
export const password = 'correct horse battery staple'

export type TestUser = { id: number; email: string }
type Role = 'customer' | 'editor' | 'support' | 'admin'

/** A verified user of `role` in the storefront's database, with an address starting with `prefix` and unique to this run. */
export async function createUser(payload: Payload, prefix: string, role: Role = 'customer'): Promise<TestUser> {
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const user = await payload.create({ collection: 'users', data: { email, password, role, _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  return { id: user.id as number, email }
}

/** A new verified customer and their session token (what the storefront keeps in its `token` cookie). */
export async function customerWithToken(payload: Payload, prefix: string): Promise<TestUser & { token: string }> {
  const user = await createUser(payload, prefix)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  return { ...user, token: token! }
}
