import { randomBytes } from 'node:crypto'
import { payloadClient, type Role } from '@aidir/cms'
import type { Payload } from 'payload'

export const payload: Payload = await payloadClient()

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`

/** The password of every user the tests create. */
export const TEST_PASSWORD = 'correct horse battery staple'

/** A user of the given role, as the Local API sees a signed-in request user. */
export async function userWithRole(role: Role) {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique(role)}@example.com`, password: TEST_PASSWORD, role, _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { ...user, collection: 'users' as const }
}

export type SignedIn = { id: number; email: string; token: string }

/** A new user of the role, signed in through the Local API: their id, email and session token. */
export async function signedInWithRole(role: Role = 'customer'): Promise<SignedIn> {
  const user = (await userWithRole(role)) as unknown as { id: number; email: string }
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: TEST_PASSWORD } })
  return { id: user.id, email: user.email, token: token! }
}

export async function categoryId(key = 'chatbots'): Promise<number> {
  const found = await payload.find({ collection: 'categories', where: { key: { equals: key } }, limit: 1, overrideAccess: true })
  return found.docs[0]!.id as number
}

/** A minimal valid product, written as the CMS itself (overrideAccess) unless a user is given. */
export async function createProduct(data: Record<string, unknown> = {}, options: { user?: any; locale?: string } = {}) {
  return payload.create({
    collection: 'products',
    locale: (options.locale ?? 'en') as any,
    data: {
      key: unique('product'),
      name: unique('Product'),
      url: 'https://example.com',
      type: 'paid',
      category: await categoryId(),
      contentLanguage: 'en',
      pricingModel: 'freemium',
      tagline: 'A tagline',
      description: 'A description',
      status: 'published',
      ...data,
    } as any,
    ...(options.user ? { user: options.user, overrideAccess: false } : { overrideAccess: true }),
    context: { skipSearchIndex: true },
  })
}
