import { describe, expect, it } from 'vitest'
import { adMessageKey } from '../../storefront/src/features/ads/adMessageKeys'
import { messageKey as submissionKey } from '../../storefront/src/features/submission/messages'
import { messageKey as updateKey } from '../../storefront/src/features/updates/messages'

const languages = ['en', 'zh', 'zh-TW', 'ja'] as const
const text = async (lang: string, ns: string, key: string) =>
  key.split('.').reduce<any>((o, k) => o?.[k], (await import(`../../storefront/src/i18n/locales/${lang}/${ns}.json`)).default)

/** Every message an order API answers with reaches the buyer in their language, on each order page. */
describe('order pages translate every API message', () => {
  const pages = [
    ['submission', submissionKey, 'messages.submitFailed'],
    ['updates', updateKey, 'messages.submitFailed'],
    ['ads', adMessageKey, 'messages.failed'],
  ] as const

  for (const [ns, keyOf, fallback] of pages) {
    it(`${ns}: each known message and the fallback have a text in all four languages`, async () => {
      const keys = [...Object.values(keyOf.messages).map((message) => keyOf(message)), fallback]
      expect(keys.length).toBeGreaterThan(5)
      for (const key of keys) for (const lang of languages) expect(await text(lang, ns, key), `${lang}/${ns}:${key}`).toEqual(expect.any(String))
    })
  }

  it('reads an unknown or missing message as the page’s generic failure', () => {
    expect(submissionKey('something else')).toBe('messages.submitFailed')
    expect(adMessageKey(undefined)).toBe('messages.failed')
    expect(submissionKey('Please login first')).toBe('messages.loginFirst')
  })
})
