import { describe, expect, it } from 'vitest'
import { alreadyRegisteredMail, resetMail, verificationMail } from '../../cms/src/accounts/mails'
import { composeMail, htmlWithTextPart, takeTextPart, textFromHtml } from '../../cms/src/email/compose'
import { locales } from '../../cms/src/locales'

/**
 * Every mail kind has a plain-text part written from its own text (not stripped from its HTML),
 * with its link on the configured public origin, in every language.
 */
const origin = 'https://directory.example.org'
const kinds = {
  verification: (locale: (typeof locales)[number]) => verificationMail('tok123', '/ja/favorites', locale, origin),
  reset: (locale: (typeof locales)[number]) => resetMail('tok456', undefined, locale, origin),
  alreadyRegistered: (locale: (typeof locales)[number]) => alreadyRegisteredMail('/en/tools', locale, origin),
}
const paths = { verification: '/auth/verify?token=tok123', reset: '/auth/reset?token=tok456', alreadyRegistered: '/auth/login?from=' }
const prefix = { en: 'en', zh: 'zh', 'zh-TW': 'tw', ja: 'ja' } as const

describe('mail parts', () => {
  for (const [kind, make] of Object.entries(kinds)) {
    it(`${kind}: a text part in each language, with the link on the public origin`, () => {
      for (const locale of locales) {
        const mail = make(locale)
        expect(mail.subject, locale).not.toBe('')
        expect(mail.text.trim(), locale).not.toBe('')
        const linkLine = mail.text.split('\n').find((l) => l.startsWith('http'))!
        expect(linkLine.startsWith(`${origin}/${prefix[locale]}${paths[kind as keyof typeof paths]}`), `${locale}: ${linkLine}`).toBe(true)
        expect(mail.html).toContain(`href="${linkLine.replaceAll('&', '&amp;')}"`)
        expect(mail.html).not.toContain('localhost')
        // The same words in both parts: every paragraph of the text is in the HTML.
        for (const paragraph of mail.text.trim().split('\n\n')) expect(mail.html, locale).toContain(paragraph.replaceAll('&', '&amp;'))
        expect(mail.text).not.toMatch(/<\/?[a-z]/i)
      }
    })
  }

  it('escapes text once, in the HTML only', () => {
    const mail = composeMail({ subject: 's', lang: 'en', parts: ['Tom & Jerry <3', { link: 'https://x.example/a?b=1&c=2' }] })
    expect(mail.html).toBe('<div lang="en"><p>Tom &amp; Jerry &lt;3</p><p><a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a></p></div>')
    expect(mail.text).toBe('Tom & Jerry <3\n\nhttps://x.example/a?b=1&c=2\n')
  })

  it('hands the text written with an HTML body to the sender once', () => {
    const mail = verificationMail('tok789', undefined, 'en', origin)
    expect(htmlWithTextPart(mail)).toBe(mail.html)
    expect(takeTextPart(mail.html)).toBe(mail.text)
    expect(takeTextPart(mail.html)).toBeUndefined()
  })

  it('keeps the links of a mail written only as HTML', () => {
    const text = textFromHtml('<div><p>Hello &amp; welcome.</p><p>Go <a href="https://x.example/v?t=1&amp;u=2">here</a><br>or <a href="https://y.example">https://y.example</a></p></div>')
    expect(text).toBe('Hello & welcome.\n\nGo here (https://x.example/v?t=1&u=2)\nor https://y.example')
  })
})
