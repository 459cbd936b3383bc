import type { Payload } from 'payload'
import { awardWelcomePoints } from '../points'
import { poolOf } from '../../db/pool'
import type { VerifiedIdentity } from './oidc'

/**
 * The account of a verified Google identity: the user with that email (the provider verified it,
 * so it also counts as our verification), or a new customer with a random password. A system
 * action: the visitor has proven the address through the provider.
 */
export async function findOrCreateGoogleUser(payload: Payload, identity: VerifiedIdentity): Promise<number> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: identity.email } }, overrideAccess: true, limit: 1, depth: 0 })
  const existing = found.docs[0]
  if (existing) {
    await poolOf(payload).query(`UPDATE users SET _verified = true, _verificationtoken = NULL WHERE id = $1 AND _verified IS NOT TRUE`, [existing.id])
    return Number(existing.id)
  }
  const { randomBytes } = await import('node:crypto')
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email: identity.email, name: identity.name ?? undefined, password: randomBytes(24).toString('base64url'), role: 'customer', _verified: true } as never,
  })
  await awardWelcomePoints(payload, Number(user.id))
  return Number(user.id)
}
