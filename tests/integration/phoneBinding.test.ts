import { describe, expect, it } from 'vitest'
import { normalizePhone } from '../../cms/src/sms/phone'
import { checkPhoneCode, PHONE_CODE, sendPhoneCode } from '../../cms/src/verification/phoneCodes'
import { OutboxSmsProvider } from '../../cms/src/sms/outboxSmsProvider'
import { savePhone, sendCode, verifyBindingPhone } from '../../storefront/src/features/phone-binding/handlers'
import { PHONE_LIMITS } from '../../storefront/src/features/phone-binding/phoneApi'
import { checkCoordinateCode, getCoordinateCode } from '../../storefront/src/features/verification/handlers'
import { payload, userWithRole } from './helpers'
import { answerOf, call, answerBody, envelope, randomIp, signedInCustomer, sql } from './verificationHelpers'

/** Phone binding for notifications (issue 4 item 8): sendCode, savePhone, verifyBindingPhone. */
let phoneSeq = Math.floor(Math.random() * 1e6)
/** A fresh valid Chinese mobile number in E.164. */
const newPhone = () => `+86138${String(++phoneSeq).padStart(8, '0')}`

/** Solves a slide puzzle the way the dialog does and returns its token. */
async function verifyToken(ip = randomIp()): Promise<string> {
  const challenge = (await envelope(getCoordinateCode(call('/api/account/getCoordinateCode', { ip })))).data
  const x = await answerOf(challenge.challengeId)
  const res = await envelope(checkCoordinateCode(call('/api/account/checkCoordinateCode', { method: 'POST', ip, body: await answerBody(challenge, x) })))
  return res.data.verifyToken
}

const requestCode = async (token: string | undefined, phone: string, options: { ip?: string; verify?: string; langType?: string } = {}) =>
  envelope(sendCode(call('/api/marketing/sendCode', { token, ip: options.ip, query: { phone, verifyToken: options.verify ?? (await verifyToken()), langType: options.langType ?? 'en' } })))

const save = (token: string | undefined, body: unknown, ip?: string) =>
  envelope(savePhone(call('/api/marketing/savePhone', { method: 'POST', token, body, ip, query: { langType: 'en' } })))

const binding = (token: string | undefined) => envelope(verifyBindingPhone(call('/api/marketing/verifyBindingPhone', { token, query: { langType: 'en' } })))

/** The code the sandbox provider "sent" last to a phone. */
async function lastCode(phone: string): Promise<string> {
  const rows = await sql(`SELECT params FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1`, [phone])
  return rows[0].params[0]
}

/** Lets the resend cooldown of a phone pass without waiting a minute. */
const passCooldown = (phone: string) => sql(`UPDATE sms_codes SET sent_at = now() - interval '61 seconds' WHERE phone = $1`, [phone])

describe('phone numbers', () => {
  it('takes E.164 everywhere and Chinese national numbers in the China edition only', () => {
    expect(normalizePhone('+86 138 0013 8000', 'intl')).toBe('+8613800138000')
    expect(normalizePhone('13800138000', 'cn')).toBe('+8613800138000')
    expect(normalizePhone('13800138000', 'intl')).toBeUndefined()
    expect(normalizePhone('+1 201 555 0123', 'intl')).toBe('+12015550123')
    expect(normalizePhone('+86 10 1234 5678', 'cn')).toBeUndefined() // a Beijing landline
    for (const bad of ['', '12345', 'not a phone', '+999123456789', '+86 138 0013 80001']) expect(normalizePhone(bad, 'cn')).toBeUndefined()
  })
})

describe('the end-to-end binding flow', () => {
  it('sends a code to the sandbox outbox, binds the phone, and reports it bound', async () => {
    const me = await signedInCustomer()
    expect((await binding(me.token)).data).toEqual({ bound: false, phone: null, verifiedAt: null })
    const phone = newPhone()
    const sent = await requestCode(me.token, phone)
    expect(sent).toMatchObject({ status: 200, code: 0, message: 'Verification code sent successfully', data: { expiresIn: 300, cooldown: 60, sandbox: true } })
    const outbox = await payload.find({ collection: 'sms-outbox', where: { phone: { equals: phone } }, overrideAccess: true })
    expect(outbox.docs).toHaveLength(1)
    expect(outbox.docs[0]!.body).toMatch(/Your verification code is \d{6}\. It expires in 5 minutes/)
    // The code itself is stored only as an HMAC.
    const [row] = await sql(`SELECT code_hash FROM sms_codes WHERE phone = $1`, [phone])
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.code_hash).not.toContain(await lastCode(phone))

    const saved = await save(me.token, { phone, code: await lastCode(phone) })
    expect(saved).toMatchObject({ status: 200, code: 0, message: 'Notification enabled successfully', data: { bound: true, phone: '+86 138****' + phone.slice(-4) } })
    const now = await binding(me.token)
    expect(now.data).toMatchObject({ bound: true, phone: saved.data.phone })
    expect(Date.parse(now.data.verifiedAt)).toBeGreaterThan(Date.now() - 60_000)
    // A spent code does not bind twice.
    expect((await save(me.token, { phone, code: await lastCode(phone) })).status).toBe(400)
  })

  it('accepts a national Chinese number only where the edition allows it', async () => {
    const me = await signedInCustomer()
    const res = await requestCode(me.token, '13800138000')
    expect(res).toMatchObject({ status: 400, message: 'Please enter a valid phone number' })
  })

  it('replaces the binding when the user verifies another phone', async () => {
    const me = await signedInCustomer()
    for (const phone of [newPhone(), newPhone()]) {
      await requestCode(me.token, phone)
      expect((await save(me.token, { phone, code: await lastCode(phone) })).status).toBe(200)
    }
    const rows = await payload.find({ collection: 'notification-phones', where: { user: { equals: me.id } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(1)
  })
})

describe('who may do what', () => {
  it('answers 401 "Please login first" without a session', async () => {
    const phone = newPhone()
    for (const res of [await requestCode(undefined, phone), await save(undefined, { phone, code: '123456' }), await binding(undefined), await binding('not-a-jwt')]) {
      expect(res).toMatchObject({ status: 401, code: 401, message: 'Please login first' })
    }
  })

  it('never shows or changes another user’s binding', async () => {
    const alice = await signedInCustomer()
    const bob = await signedInCustomer()
    const phone = newPhone()
    await requestCode(alice.token, phone)
    const code = await lastCode(phone)
    await save(alice.token, { phone, code })
    // Bob sees only his own (none), cannot bind Alice's phone without its code, and the API refuses his writes.
    expect((await binding(bob.token)).data.bound).toBe(false)
    expect((await save(bob.token, { phone, code })).status).toBe(400)
    const alicesRow = (await payload.find({ collection: 'notification-phones', where: { user: { equals: alice.id } }, overrideAccess: true })).docs[0]!
    const seenByBob = await payload.find({ collection: 'notification-phones', user: bob.user, overrideAccess: false })
    expect(seenByBob.docs).toEqual([])
    await expect(payload.update({ collection: 'notification-phones', id: alicesRow.id, data: { phone: newPhone() }, user: bob.user, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'notification-phones', data: { user: alice.id, phone: newPhone(), verifiedAt: new Date().toISOString() }, user: bob.user, overrideAccess: false })).rejects.toThrow()
    // Support reads every binding; customers cannot read the sandbox outbox.
    const support = await userWithRole('support')
    expect((await payload.find({ collection: 'notification-phones', where: { id: { equals: alicesRow.id } }, user: support, overrideAccess: false })).docs).toHaveLength(1)
    await expect(payload.find({ collection: 'sms-outbox', user: bob.user, overrideAccess: false })).rejects.toThrow(/not allowed/)
    expect((await payload.find({ collection: 'sms-outbox', where: { phone: { equals: phone } }, user: support, overrideAccess: false })).docs).toHaveLength(1)
  })
})

describe('GET /api/marketing/sendCode', () => {
  it('needs a solved puzzle, once', async () => {
    const me = await signedInCustomer()
    const missing = await envelope(sendCode(call('/api/marketing/sendCode', { token: me.token, query: { phone: newPhone() } })))
    expect(missing).toMatchObject({ status: 400, message: 'Please complete the security verification first' })
    expect(await requestCode(me.token, newPhone(), { verify: 'x'.repeat(32) })).toMatchObject({ status: 403, message: 'Verification failed, please try again' })
    const token = await verifyToken()
    expect((await requestCode(me.token, newPhone(), { verify: token })).status).toBe(200)
    expect((await requestCode(me.token, newPhone(), { verify: token })).status).toBe(403)
  })

  it('validates the phone with the SPEC message in the request language', async () => {
    const me = await signedInCustomer()
    expect(await requestCode(me.token, '12345')).toMatchObject({ status: 400, code: 400, message: 'Please enter a valid phone number' })
    expect(await requestCode(me.token, '', { langType: 'zh_cn' })).toMatchObject({ status: 400, message: '请输入有效的手机号码' })
    expect(await requestCode(me.token, 'x'.repeat(40), { langType: 'jp' })).toMatchObject({ status: 400, message: '有効な電話番号を入力してください' })
  })

  it('waits out the 60 s cooldown with 429 and Retry-After, without spending the puzzle token', async () => {
    const me = await signedInCustomer()
    const phone = newPhone()
    expect((await requestCode(me.token, phone)).status).toBe(200)
    const token = await verifyToken()
    const again = await requestCode(me.token, phone, { verify: token })
    expect(again).toMatchObject({ status: 429, code: 429 })
    expect(again.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/)
    const retryAfter = Number(again.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(55)
    expect(retryAfter).toBeLessThanOrEqual(60)
    await passCooldown(phone)
    expect((await requestCode(me.token, phone, { verify: token })).status).toBe(200)
  })

  it('limits sends per user', async () => {
    const me = await signedInCustomer()
    for (let i = 0; i < PHONE_LIMITS.sendsPerUserPerHour; i++) expect((await requestCode(me.token, newPhone())).status).toBe(200)
    const res = await requestCode(me.token, newPhone())
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
  })
})

describe('the code service', () => {
  const outbox = new OutboxSmsProvider(payload)
  const send = (phone: string, ip = randomIp()) => sendPhoneCode(payload, outbox, { phone, ip, locale: 'en' })

  it('keeps one active code per phone: a new send replaces the old one', async () => {
    const phone = newPhone()
    await send(phone)
    const first = await lastCode(phone)
    await passCooldown(phone)
    await send(phone)
    const second = await lastCode(phone)
    expect((await sql(`SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1`, [phone]))[0].n).toBe(1)
    if (first !== second) expect(await checkPhoneCode(payload, phone, first)).toMatchObject({ ok: false, reason: 'wrong' })
    expect(await checkPhoneCode(payload, phone, second)).toEqual({ ok: true })
  })

  it('expires a code after five minutes', async () => {
    const phone = newPhone()
    await send(phone)
    await sql(`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone])
    expect(await checkPhoneCode(payload, phone, await lastCode(phone))).toMatchObject({ ok: false, reason: 'expired' })
  })

  it('kills a code after the maximum number of wrong attempts', async () => {
    const phone = newPhone()
    await send(phone)
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < PHONE_CODE.maxAttempts; i++) expect(await checkPhoneCode(payload, phone, wrong)).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: PHONE_CODE.maxAttempts - i })
    expect(await checkPhoneCode(payload, phone, wrong)).toMatchObject({ ok: false, reason: 'locked', attemptsLeft: 0 })
    expect(await checkPhoneCode(payload, phone, code)).toMatchObject({ ok: false, reason: 'locked' })
  })

  it('counts parallel guesses too', async () => {
    const phone = newPhone()
    await send(phone)
    const code = await lastCode(phone)
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    await Promise.all(guesses.map((g) => checkPhoneCode(payload, phone, g)))
    expect(await checkPhoneCode(payload, phone, code)).toMatchObject({ ok: false, reason: 'locked' })
  })

  it('limits codes per phone and per address with a Retry-After', async () => {
    const phone = newPhone()
    for (let i = 0; i < PHONE_CODE.perPhonePerHour; i++) {
      expect((await send(phone)).ok).toBe(true)
      await passCooldown(phone)
    }
    const perPhone = await send(phone)
    expect(perPhone).toMatchObject({ ok: false, reason: 'rate' })
    expect((perPhone as { retryAfter: number }).retryAfter).toBeGreaterThan(3000)

    const ip = randomIp()
    for (let i = 0; i < PHONE_CODE.perIpPerHour; i++) expect((await send(newPhone(), ip)).ok).toBe(true)
    expect(await send(newPhone(), ip)).toMatchObject({ ok: false, reason: 'rate' })
  })

  it('lets one of many parallel sends through the cooldown', async () => {
    const phone = newPhone()
    const results = await Promise.all(Array.from({ length: 5 }, () => send(phone)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'cooldown')).toHaveLength(4)
  })
})

describe('POST /api/marketing/savePhone', () => {
  it('validates phone and code with the SPEC messages', async () => {
    const me = await signedInCustomer()
    expect(await save(me.token, { phone: 'nope', code: '123456' })).toMatchObject({ status: 400, message: 'Please enter a valid phone number' })
    expect(await save(me.token, { phone: newPhone(), code: '12345' })).toMatchObject({ status: 400, message: 'Please enter the 6-digit verification code' })
    expect(await save(me.token, { phone: newPhone() })).toMatchObject({ status: 400, message: 'Please enter the 6-digit verification code' })
    expect(await save(me.token, 'not json')).toMatchObject({ status: 400, code: 400 })
    expect(await save(me.token, { phone: newPhone(), code: '123456' })).toMatchObject({ status: 400, message: 'The verification code is wrong or has expired', data: { reason: 'missing' } })
  })

  it('says so when too many wrong codes were tried', async () => {
    const me = await signedInCustomer()
    const phone = newPhone()
    await requestCode(me.token, phone)
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    let res
    for (let i = 0; i < PHONE_CODE.maxAttempts; i++) res = await save(me.token, { phone, code: wrong })
    expect(res).toMatchObject({ status: 400, message: 'Too many wrong codes, please request a new one', data: { reason: 'locked' } })
  })
})
