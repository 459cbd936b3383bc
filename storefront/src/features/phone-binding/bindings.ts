import { maskPhone } from '@aidir/cms/sms'
import type { Payload } from 'payload'
import type { SignedInUser } from '@/features/api/route'

export type Binding = { bound: boolean; phone: string | null; verifiedAt: string | null }

const asUser = (user: SignedInUser) => ({ ...user, collection: 'users' as const }) as never

/** The user's own binding, read with their access rights (customers see only their own). */
async function ownRow(payload: Payload, user: SignedInUser) {
  const found = await payload.find({
    collection: 'notification-phones',
    where: { user: { equals: user.id } },
    user: asUser(user),
    overrideAccess: false,
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return found.docs[0]
}

export async function bindingOf(payload: Payload, user: SignedInUser): Promise<Binding> {
  const row = await ownRow(payload, user)
  return row ? { bound: true, phone: maskPhone(row.phone), verifiedAt: row.verifiedAt } : { bound: false, phone: null, verifiedAt: null }
}

/**
 * Stores the phone whose code was just checked as the user's notification number. A deliberate
 * system write (overrideAccess): customers may not write bindings through the API, because the
 * code check above is what authorises it. The user id comes from the session, never the request.
 */
export async function bindPhone(payload: Payload, user: SignedInUser, phone: string): Promise<Binding> {
  const data = { user: user.id as number, phone, verifiedAt: new Date().toISOString() }
  const existing = await ownRow(payload, user)
  const row = existing
    ? await payload.update({ collection: 'notification-phones', id: existing.id, data, overrideAccess: true, depth: 0 })
    : await payload.create({ collection: 'notification-phones', data, overrideAccess: true, depth: 0 })
  return { bound: true, phone: maskPhone(row.phone), verifiedAt: row.verifiedAt }
}
