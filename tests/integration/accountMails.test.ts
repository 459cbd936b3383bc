import { describe, expect, it } from 'vitest'
import * as forgot from '@/app/api/auth/forgot/route'
import * as register from '@/app/api/auth/register/route'
import * as verify from '@/app/api/auth/verify/route'
import { call, lastMailTo, linkToken, newAddress, newEmail } from './accountsApi'
import { payload } from './helpers'

/** Verification and reset mails in the user's language (en, zh, zh-TW, ja), read from the outbox. */
const password = 'correct horse battery staple'

describe('localized account mails', () => {
  it('sends a Japanese verification mail to a Japanese registration, with a working /ja link', async () => {
    const email = newEmail()
    const ip = newAddress()
    expect((await call(register.POST, { body: { email, password, locale: 'ja', from: '/ja/favorites' }, ip })).status).toBe(200)
    const mail = await lastMailTo(email)
    expect(mail?.subject).toBe('メールアドレスの確認')
    expect(mail?.html).toContain('AI ディレクトリへようこそ。')
    expect(mail?.html).toContain('lang="ja"')
    expect(mail?.html).toMatch(/\/ja\/auth\/verify\?token=/)
    expect(mail?.html).not.toMatch(/Welcome|Confirm/)
    const verified = await call(verify.POST, { body: { token: linkToken(mail!.html!, '/auth/verify') }, ip })
    expect(verified.status).toBe(200)
  })

  it('writes each language’s verification mail', async () => {
    const expected = { en: 'Confirm your email address', zh: '请确认您的邮箱地址', 'zh-TW': '請確認您的電子郵件地址', ja: 'メールアドレスの確認' }
    for (const [locale, subject] of Object.entries(expected)) {
      const email = newEmail()
      await call(register.POST, { body: { email, password, locale }, ip: newAddress() })
      expect((await lastMailTo(email))?.subject, locale).toBe(subject)
    }
  })

  it('sends the reset mail in the language the user chose, else the one they asked in, else English', async () => {
    const chose = newEmail()
    await payload.create({ collection: 'users', data: { email: chose, password, _verified: true, preferredLocale: 'zh-TW' } as never, overrideAccess: true, disableVerificationEmail: true })
    await call(forgot.POST, { body: { email: chose, locale: 'ja' }, ip: newAddress() })
    const twMail = await lastMailTo(chose)
    expect(twMail?.subject).toBe('重設您的密碼')
    expect(twMail?.html).toMatch(/\/tw\/auth\/reset\?token=/)

    const asked = newEmail()
    await payload.create({ collection: 'users', data: { email: asked, password, _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    await call(forgot.POST, { body: { email: asked, locale: 'zh' }, ip: newAddress() })
    expect((await lastMailTo(asked))?.subject).toBe('重置您的密码')

    const plain = newEmail()
    await payload.create({ collection: 'users', data: { email: plain, password, _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    await call(forgot.POST, { body: { email: plain }, ip: newAddress() })
    expect((await lastMailTo(plain))?.subject).toBe('Reset your password')
  })

  it('refuses an unknown mail language with 400', async () => {
    expect((await call(forgot.POST, { body: { email: newEmail(), locale: 'fr' }, ip: newAddress() })).status).toBe(400)
  })

  it('gives every account mail a plain-text part with its words and its link, whatever kind it is', async () => {
    const ip = newAddress()
    const email = newEmail()
    // Verification (Payload's auth operation with our HTML), in Japanese.
    await call(register.POST, { body: { email, password, locale: 'ja' }, ip })
    const verification = await lastMailTo(email)
    // Already registered (our own send), to the same address.
    await call(register.POST, { body: { email, password, locale: 'zh-TW' }, ip: newAddress() })
    const taken = await lastMailTo(email)
    // Password reset (Payload's auth operation), in Chinese.
    await payload.update({ collection: 'users', where: { email: { equals: email } }, data: { _verified: true } as never, overrideAccess: true })
    await call(forgot.POST, { body: { email, locale: 'zh' }, ip: newAddress() })
    const reset = await lastMailTo(email)
    // The account's language (Japanese, chosen at registration) wins over the one asked in.
    const cases = [
      { mail: verification, path: '/ja/auth/verify?token=', words: 'AI ディレクトリへようこそ。' },
      { mail: taken, path: '/auth/login', words: null },
      { mail: reset, path: '/auth/reset?token=', words: null },
    ]
    expect(new Set(cases.map((c) => c.mail?.id)).size).toBe(3)
    for (const { mail, path, words } of cases) {
      const text = mail?.text ?? ''
      expect(text.trim(), mail?.subject ?? path).not.toBe('')
      // The link is the full address on a line of its own, the same one the HTML part links to.
      const line = text.split('\n').find((l) => l.includes(path))
      expect(line, path).toMatch(/^https?:\/\/\S+$/)
      expect(mail?.html).toContain(`href="${line!.replaceAll('&', '&amp;')}"`)
      expect(text).not.toMatch(/<[a-z]/i)
      if (words) expect(text).toContain(words)
    }
  })
})

