import { describe, expect, it } from 'vitest'
import { UNSAFE_TEXT_MESSAGE } from '../../cms/src/lib/unsafeText'
import { fieldReason } from '../../storefront/src/features/account/server/schemas'
import { messageKeys as geoKeys } from '../../storefront/src/features/geo/messages'
import { messageKeys as trackerKeys } from '../../storefront/src/features/tracker/messages'
import { validationError } from '../../storefront/src/features/api/route/validation'

const languages = ['en', 'zh', 'zh-TW', 'ja'] as const
const text = async (lang: string, ns: string, key: string) =>
  key.split('.').reduce<any>((o, k) => o?.[k], (await import(`../../storefront/src/i18n/locales/${lang}/${ns}.json`)).default)

/**
 * A NUL or a lone surrogate typed into a form is refused by both APIs with one English message; each
 * form that can send free text shows it in the reader's language, as it does its other messages.
 */
describe('the unsafe-text refusal in the reader’s language', () => {
  it('is a message the GEO and tracker pages translate, in all four languages', async () => {
    for (const [ns, keys] of [['geo', geoKeys], ['tracker', trackerKeys]] as const) {
      const key = keys[UNSAFE_TEXT_MESSAGE]
      expect(key, ns).toBe('messages.unsafeText')
      for (const lang of languages) expect(await text(lang, ns, key!), `${lang}/${ns}`).toEqual(expect.any(String))
    }
  })

  it('carries the reason the account pages translate, in all four languages', async () => {
    const refused = validationError([{ path: ['name'], message: UNSAFE_TEXT_MESSAGE }], { reasonOf: fieldReason })
    expect(refused.data).toEqual({ field: 'name', reason: 'unsafeText' })
    for (const lang of languages) expect(await text(lang, 'account', 'errors.unsafeText'), lang).toEqual(expect.any(String))
  })
})
