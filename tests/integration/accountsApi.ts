import { withPeer } from '../../cms/src/lib/peerAddress'
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import * as login from '@/app/api/account/login/route'
import * as register from '@/app/api/auth/register/route'
import * as verify from '@/app/api/auth/verify/route'
import { payload, unique } from './helpers'

const password = 'correct horse battery staple'

/** Calls a storefront route handler the way Next does: a Request in, a Response out. */
type Handler = (request: Request) => Promise<Response>

/**
 * A fresh client address per call site, so the rate limits of one test do not leak into another —
 * random, because the limits live in the database shared by every test file.
 */
export const newAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`

export async function call(
  handler: Handler,
  options: { method?: string; path?: string; body?: unknown; raw?: string; token?: string; ip?: string } = {},
) {
  // As the edge passes them on: the connection is the local proxy, the chain names the client.
  const headers = withPeer({ 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? '127.0.0.1' }, '127.0.0.1')
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const request = new Request(`http://127.0.0.1:3000${options.path ?? '/api/x'}`, {
    method: options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const response = await handler(request)
  return { status: response.status, headers: response.headers, body: (await response.json()) as { code: number; message: string; data: any } }
}

/** The newest outbox mail to an address (the sandbox mailbox). */
export async function lastMailTo(email: string) {
  const found = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, sort: '-createdAt', limit: 1, overrideAccess: true })
  return found.docs[0]
}

export const linkToken = (html: string, path: string) => {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9]+)`).exec(html)
  if (!match) throw new Error(`no ${path} link in mail`)
  return match[1]!
}

export const newEmail = () => `${unique('user')}@example.com`

/** A registered and verified user, signed in: their ticket redeemed for a token. */
export async function signedInUser() {
  const email = newEmail()
  const ip = newAddress()
  expect((await call(register.POST, { body: { email, password, from: '/en/favorites' }, ip })).status).toBe(200)
  const mail = await lastMailTo(email)
  const verified = await call(verify.POST, { body: { token: linkToken(mail!.html!, '/auth/verify') }, ip })
  const ticket = new URL(verified.body.data.redirect).searchParams.get('ticket')!
  const exchanged = await call(login.POST, { body: { code: ticket, loginType: 1 }, ip })
  return { email, ip, token: exchanged.body.data.token as string }
}

