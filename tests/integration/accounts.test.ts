import { issueTicket } from '@aidir/cms/accounts'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fieldMessages } from '@/features/account/server/schemas'
import * as login from '@/app/api/account/login/route'
import * as logout from '@/app/api/account/logout/route'
import * as forgot from '@/app/api/auth/forgot/route'
import * as register from '@/app/api/auth/register/route'
import * as reset from '@/app/api/auth/reset/route'
import * as signin from '@/app/api/auth/signin/route'
import * as verify from '@/app/api/auth/verify/route'
import * as getUserData from '@/app/api/user/getUserData/route'
import * as updateUserData from '@/app/api/user/updateUserData/route'
import { call, lastMailTo, linkToken, newAddress, newEmail, signedInUser } from './accountsApi'
import { payload } from './helpers'

/**
 * The sign-in service and the session part of the /api contract (SPEC §4, §7), through the real
 * route handlers on the real database: register → verification mail → ticket → token → logout.
 */
const password = 'correct horse battery staple'


describe('sign-in service', () => {
  it('registers, mails a verification link that signs in and returns to `from` with a ticket', async () => {
    const email = newEmail()
    const ip = newAddress()
    const registered = await call(register.POST, { body: { email, password, name: 'Ada', from: 'http://127.0.0.1:3000/en/favorites?x=1' }, ip })
    expect(registered).toMatchObject({ status: 200, body: { code: 0, data: { verify: true } } })

    // Not verified yet: the password alone does not sign in.
    const early = await call(signin.POST, { body: { email, password }, ip })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('Please verify your email first: we sent you a link')

    const mail = await lastMailTo(email)
    expect(mail?.subject).toBe('Confirm your email address')
    expect(mail?.html).toContain('from=http')
    const verified = await call(verify.POST, { body: { token: linkToken(mail!.html!, '/auth/verify'), from: 'http://127.0.0.1:3000/en/favorites?x=1' }, ip })
    expect(verified.status).toBe(200)
    const back = new URL(verified.body.data.redirect)
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:3000/en/favorites')
    expect(back.searchParams.get('x')).toBe('1')
    expect(back.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // The ticket is stored hashed only.
    const stored = await payload.find({ collection: 'login-tickets', overrideAccess: true, limit: 1, sort: '-createdAt' })
    expect(stored.docs[0]!.tokenHash).not.toBe(back.searchParams.get('ticket'))

    // Once verified, the password signs in too; the same link cannot be used twice.
    const again = await call(signin.POST, { body: { email, password, from: '/en' }, ip })
    expect(again.status).toBe(200)
    expect(again.body.data.redirect).toMatch(/^http:\/\/127\.0\.0\.1:3000\/en\?ticket=/)
    expect((await call(verify.POST, { body: { token: linkToken(mail!.html!, '/auth/verify') }, ip })).body.message).toBe('This link is invalid or has expired')
  })

  it('never sends the visitor to another origin (no open redirect)', async () => {
    const { email, ip } = await signedInUser()
    for (const from of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://user:pw@127.0.0.1:3000/']) {
      const answer = await call(signin.POST, { body: { email, password, from }, ip })
      expect(new URL(answer.body.data.redirect).origin, from).toBe('http://127.0.0.1:3000')
    }
  })

  it('answers a registration of a taken address like a new one, and mails its owner instead (no enumeration)', async () => {
    const { email, ip } = await signedInUser()
    const fresh = await call(register.POST, { body: { email: newEmail(), password }, ip: newAddress() })
    const taken = await call(register.POST, { body: { email: email.toUpperCase(), password: 'another password', locale: 'zh' }, ip })
    expect(taken).toEqual(fresh)
    expect(taken.body).toEqual({ code: 0, message: 'ok', data: { verify: true } })
    const mail = await lastMailTo(email)
    expect(mail?.subject).toBe('有人尝试用您的邮箱注册')
    expect(mail?.html).toMatch(/\/zh\/auth\/login/)
    expect(mail?.html).not.toContain('token=')
    // Still one account, with its own password.
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await call(signin.POST, { body: { email, password }, ip })).status).toBe(200)
  })

  it('refuses a wrong password and bad bodies with their messages', async () => {
    const { email, ip } = await signedInUser()
    expect((await call(signin.POST, { body: { email, password: 'wrong password' }, ip })).body).toMatchObject({ code: 401, message: 'The email or password is incorrect' })
    expect((await call(register.POST, { body: { email: 'not-an-email', password }, ip })).body).toMatchObject({ code: 400, message: 'Please enter a valid email address' })
    expect((await call(register.POST, { body: { email: newEmail(), password: 'short' }, ip })).body).toMatchObject({ code: 400, message: 'Password must be at least 8 characters' })
    expect((await call(register.POST, { raw: 'not json', ip })).body).toMatchObject({ code: 400, message: 'A JSON body is required' })
  })

  it('names the reason of a field message, so the sign-in page shows it in its own language', async () => {
    const ip = newAddress()
    const cases: [unknown, Record<string, unknown>][] = [
      [await call(register.POST, { body: { email: 'a@b', password }, ip }), { message: 'Please enter a valid email address', data: { reason: 'invalidEmail' } }],
      [await call(register.POST, { body: { email: newEmail(), password: 'x'.repeat(129) }, ip }), { message: 'Password must be at most 128 characters', data: { reason: 'passwordTooLong' } }],
      [await call(register.POST, { body: { email: newEmail(), password: 'short' }, ip }), { data: { reason: 'passwordTooShort' } }],
      [await call(signin.POST, { body: { email: newEmail(), password: '' }, ip }), { data: { reason: 'passwordRequired' } }],
      [await call(reset.POST, { body: { token: 'x', password }, ip }), { data: { reason: 'badResetLink' } }],
      [await call(verify.POST, { body: { token: 'x' }, ip }), { data: { reason: 'badVerifyLink' } }],
    ]
    for (const [answer, expected] of cases) expect((answer as { body: unknown }).body).toMatchObject({ code: 400, ...expected })
    const locales = ['en', 'zh', 'zh-TW', 'ja'].map((l) => JSON.parse(readFileSync(new URL(`../../storefront/src/i18n/locales/${l}/account.json`, import.meta.url), 'utf8')).errors as Record<string, string>)
    for (const reason of Object.keys(fieldMessages)) {
      expect(locales[0]![reason], reason).toBe(fieldMessages[reason as keyof typeof fieldMessages])
      for (const other of locales.slice(1)) expect(other[reason], reason).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
  })

  it('resets a forgotten password by mail and signs in with the new one', async () => {
    const { email, ip } = await signedInUser()
    expect((await call(forgot.POST, { body: { email: newEmail() }, ip })).body).toMatchObject({ code: 0, data: { sent: true } })
    expect((await call(forgot.POST, { body: { email }, ip })).body).toMatchObject({ code: 0 })
    const mail = await lastMailTo(email)
    expect(mail?.subject).toBe('Reset your password')
    const token = linkToken(mail!.html!, '/auth/reset')
    const done = await call(reset.POST, { body: { token, password: 'a brand new password' }, ip })
    expect(done.body.data.redirect).toContain('ticket=')
    expect((await call(signin.POST, { body: { email, password: 'a brand new password' }, ip })).status).toBe(200)
    expect((await call(signin.POST, { body: { email, password }, ip })).status).toBe(401)
    expect((await call(reset.POST, { body: { token, password: 'yet another password' }, ip })).body.message).toBe('This link is invalid or has expired')
  })

  it('limits sign-in attempts per address with 429 and Retry-After', async () => {
    const ip = newAddress()
    let last = await call(signin.POST, { body: { email: newEmail(), password }, ip })
    for (let i = 0; i < 20; i++) last = await call(signin.POST, { body: { email: newEmail(), password }, ip })
    expect(last.status).toBe(429)
    expect(last.body.message).toBe('Too many attempts, please try again later')
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /api/account/login (ticket exchange)', () => {
  async function freshTicket(now?: Date) {
    const email = newEmail()
    const user = await payload.create({ collection: 'users', data: { email, password, _verified: true } as any, overrideAccess: true, disableVerificationEmail: true })
    return { userId: Number(user.id), ticket: await issueTicket(payload, Number(user.id), now) }
  }

  it('exchanges a ticket once for a token that getUserData accepts', async () => {
    const { ticket, userId } = await freshTicket()
    const ip = newAddress()
    const first = await call(login.POST, { body: { code: ticket, loginType: 1, redirectUrl: 'http://127.0.0.1:3000/', loginSource: 'pc' }, path: '/api/account/login?t=1&langType=en', ip })
    expect(first.status).toBe(200)
    expect(first.body.code).toBe(0)
    const token = first.body.data.token
    expect(token.split('.')).toHaveLength(3)
    const me = await call(getUserData.GET, { token })
    expect(me.body.data).toMatchObject({ id: userId, role: 'customer' })
    expect(JSON.stringify(me.body)).not.toMatch(/hash|salt|sessions/)

    const reused = await call(login.POST, { body: { code: ticket, loginType: 1 }, ip })
    expect(reused).toMatchObject({ status: 400, body: { code: 400, message: 'Login ticket already used, please sign in again' } })
  })

  it('refuses expired and unknown tickets', async () => {
    const { ticket } = await freshTicket(new Date(Date.now() - 10 * 60_000))
    const ip = newAddress()
    expect((await call(login.POST, { body: { code: ticket, loginType: 1 }, ip })).body).toMatchObject({ code: 400, message: 'Login ticket expired, please sign in again' })
    expect((await call(login.POST, { body: { code: 'no-such-ticket', loginType: '1' }, ip })).body).toMatchObject({ code: 400, message: 'Invalid login ticket' })
  })

  it('lets only one of two concurrent exchanges of a ticket succeed', async () => {
    const { ticket } = await freshTicket()
    const ip = newAddress()
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(login.POST, { body: { code: ticket, loginType: 1 }, ip })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  })

  it('answers bad bodies with 400 and the message', async () => {
    const ip = newAddress()
    expect((await call(login.POST, { body: {}, ip })).body).toEqual({ code: 400, message: 'code is required', data: { field: 'code' } })
    expect((await call(login.POST, { body: { code: 'x', loginType: 3 }, ip })).body).toEqual({ code: 400, message: 'loginType must be 1 or 2', data: { field: 'loginType' } })
    expect((await call(login.POST, { raw: '{', ip })).body).toEqual({ code: 400, message: 'A JSON body with code and loginType is required', data: { field: null } })
    expect((await call(login.POST, { body: { code: 'x', loginType: 1 }, path: '/api/account/login?langType=fr', ip })).body).toEqual({ code: 400, message: 'langType must be one of en, zh_cn, zh_tw, jp', data: { field: 'langType' } })
    expect((await call(login.POST, { body: { code: 'x', loginType: 2 }, ip })).body).toEqual({ code: 400, message: 'Google login config incorrect, check Client ID', data: null })
  })
})

describe('sessions', () => {
  it('answers 401 without a token, with a bad one, and after logout revoked the session', async () => {
    expect(await call(getUserData.GET)).toMatchObject({ status: 401, body: { code: 401, message: 'Please login first' } })
    expect((await call(getUserData.GET, { token: 'not.a.token' })).status).toBe(401)
    const { token } = await signedInUser()
    const other = (await signedInUser()).token
    expect((await call(getUserData.GET, { token })).status).toBe(200)
    expect(await call(logout.GET, { token })).toMatchObject({ status: 200, body: { code: 0, data: true } })
    expect((await call(getUserData.GET, { token })).status).toBe(401)
    expect((await call(logout.GET, { token })).status).toBe(401)
    // Payload's own REST auth refuses the revoked token too; other sessions live on.
    const { user } = await payload.auth({ headers: new Headers({ authorization: `Bearer ${token}` }) })
    expect(user).toBeNull()
    expect((await call(getUserData.GET, { token: other })).status).toBe(200)
  })

  it('sees a changed or deleted user and a forged token on the very next request', async () => {
    const { token, email } = await signedInUser()
    expect((await call(getUserData.GET, { token })).body.data).toMatchObject({ email, role: 'customer' })
    // The user is remembered after the first request; a change by staff counts from the next one.
    const [row] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })).docs
    await payload.update({ collection: 'users', id: row!.id, data: { role: 'editor', name: 'Ed' }, overrideAccess: true })
    expect((await call(getUserData.GET, { token })).body.data).toMatchObject({ email, role: 'editor', name: 'Ed' })
    // The same claims signed with another secret, or the token cut short, sign no one in.
    const [header, claims] = token.split('.')
    expect((await call(getUserData.GET, { token: `${header}.${claims}.${'A'.repeat(43)}` })).status).toBe(401)
    expect((await call(getUserData.GET, { token: token.slice(0, -2) })).status).toBe(401)
    await payload.delete({ collection: 'users', id: row!.id, overrideAccess: true })
    expect((await call(getUserData.GET, { token })).status).toBe(401)
  })

  it('updates only the caller’s own profile', async () => {
    const { token, email } = await signedInUser()
    const updated = await call(updateUserData.POST, { token, body: { name: 'Grace', role: 'admin' } })
    expect(updated.body.data).toMatchObject({ name: 'Grace', email: email, role: 'customer' })
    expect((await call(updateUserData.POST, { token, body: { name: '' } })).body).toMatchObject({ code: 400, message: 'Please enter a name' })
    expect((await call(updateUserData.POST, { body: { name: 'x' } })).status).toBe(401)
  })
})
