import { APIError, AuthenticationError, Forbidden, LockedAuth, type Payload, UnverifiedEmail, ValidationError } from 'payload'
import { issueTicket } from './tickets'
import { awardWelcomePoints } from './points'
import { poolOf } from '../db/pool'
import { mailLocale } from '../email/mailTexts'
import { alreadyRegisteredMail } from './mails'

/**
 * Our own sign-in service (DESIGN "sign-in": email + password accounts in Payload, issuing
 * tickets). Each function ends, when the visitor has proven who they are, with a one-time ticket
 * for the site to redeem. Account creation and the password check are system actions: the visitor
 * is anonymous until then, and Payload's own auth operations do the checking (hashing, lockout,
 * verification, reset tokens).
 */
export type AccountError = 'badCredentials' | 'unverified' | 'locked' | 'badToken' | 'puzzleRequired' | 'puzzleFailed'

export class AccountFailure extends Error {
  constructor(readonly reason: AccountError) {
    super(reason)
  }
}

const sidOf = (token: string | undefined): string | undefined => {
  try {
    return JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sid
  } catch {
    return undefined
  }
}

/** Payload's own operations open a session; the site gets its session from the ticket instead. */
async function dropSession(payload: Payload, userId: number | string, token: string | undefined) {
  const sid = sidOf(token)
  if (sid) await poolOf(payload).query(`DELETE FROM users_sessions WHERE _parent_id = $1 AND id = $2`, [userId, sid])
}

/**
 * Creates an account, or, for an address that already has one, mails its owner instead: both
 * answer alike, so registration does not reveal which addresses have accounts (as the password
 * reset does not). `created` is for the caller's bookkeeping only, never for the visitor.
 */
export async function registerAccount(
  payload: Payload,
  input: { email: string; password: string; name?: string; locale?: string; returnTo?: string },
): Promise<{ created: boolean }> {
  const email = input.email.toLowerCase()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1, depth: 0 })
  if (docs[0]) {
    await mailExistingOwner(payload, email, input, docs[0].preferredLocale)
    return { created: false }
  }
  try {
    // System action: visitors may not create users through the access rules; the role is fixed.
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: input.password, name: input.name, role: 'customer', preferredLocale: input.locale as never },
      // The verification mail's link returns the visitor to where they started.
      context: { returnTo: input.returnTo, locale: input.locale },
    })
    await awardWelcomePoints(payload, Number(user.id))
    return { created: true }
  } catch (error) {
    // A concurrent registration of the same address loses on the unique index.
    if (error instanceof APIError && /email/i.test(JSON.stringify((error as { data?: unknown }).data ?? error.message))) {
      await mailExistingOwner(payload, email, input, undefined)
      return { created: false }
    }
    throw error
  }
}

async function mailExistingOwner(payload: Payload, email: string, input: { locale?: string; returnTo?: string }, preferred: unknown) {
  const locale = mailLocale(preferred, input.locale)
  const mail = alreadyRegisteredMail(input.returnTo, locale)
  await payload.sendEmail({ to: email, subject: mail.subject, html: mail.html, text: mail.text })
}

export async function signInWithPassword(payload: Payload, input: { email: string; password: string }): Promise<{ userId: number; ticket: string }> {
  try {
    const result = await payload.login({ collection: 'users', data: { email: input.email.toLowerCase(), password: input.password } })
    const userId = Number(result.user!.id)
    await dropSession(payload, userId, result.token)
    return { userId, ticket: await issueTicket(payload, userId) }
  } catch (error) {
    // Classes, not names: a production bundle renames them.
    if (error instanceof UnverifiedEmail) throw new AccountFailure('unverified')
    if (error instanceof LockedAuth) throw new AccountFailure('locked')
    if (error instanceof AuthenticationError || error instanceof ValidationError) throw new AccountFailure('badCredentials')
    throw error
  }
}

/** The link in the verification mail: marks the address verified and signs the visitor in. */
export async function verifyAccount(payload: Payload, token: string): Promise<{ userId: number; ticket: string }> {
  const { rows } = await poolOf(payload).query<{ id: number }>(`SELECT id FROM users WHERE _verificationtoken = $1`, [token])
  const userId = rows[0]?.id
  if (!userId) throw new AccountFailure('badToken')
  try {
    await payload.verifyEmail({ collection: 'users', token })
  } catch {
    throw new AccountFailure('badToken')
  }
  return { userId: Number(userId), ticket: await issueTicket(payload, Number(userId)) }
}

/** Always succeeds outwardly, so the answer does not tell which addresses have accounts. */
export async function requestPasswordReset(payload: Payload, input: { email: string; returnTo?: string; locale?: string }): Promise<void> {
  await payload.forgotPassword({ collection: 'users', data: { email: input.email.toLowerCase() }, context: { returnTo: input.returnTo, locale: input.locale } })
}

export async function resetPassword(payload: Payload, input: { token: string; password: string }): Promise<{ userId: number; ticket: string }> {
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token: input.token, password: input.password }, overrideAccess: true })
    const userId = Number((result.user as { id: number }).id)
    await dropSession(payload, userId, result.token)
    // Clicking the mailed link proves the address too.
    await poolOf(payload).query(`UPDATE users SET _verified = true, _verificationtoken = NULL WHERE id = $1 AND _verified IS NOT TRUE`, [userId])
    return { userId, ticket: await issueTicket(payload, userId) }
  } catch (error) {
    if (error instanceof AccountFailure) throw error
    if (error instanceof APIError || error instanceof Forbidden || error instanceof ValidationError) throw new AccountFailure('badToken')
    throw error
  }
}
