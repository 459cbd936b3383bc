import { describe, expect, it } from 'vitest'
import { namespaces, resources } from '../../storefront/src/i18n/resources'

/** Every UI text key exists, non-empty, in all four languages. */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}
const leaf = (obj: unknown, key: string) => key.split('.').reduce<any>((o, k) => o?.[k], obj)

describe('storefront translations', () => {
  for (const ns of namespaces) {
    it(`namespace ${ns} has the same keys in en, zh, zh-TW and ja`, () => {
      const all = new Set(Object.values(resources).flatMap((r) => keys(r[ns])))
      for (const [locale, r] of Object.entries(resources)) {
        const missing = [...all].filter((k) => typeof leaf(r[ns], k) !== 'string' || leaf(r[ns], k).trim() === '')
        expect(missing, `${locale}/${ns}.json`).toEqual([])
      }
    })
  }
})

describe('mail translations (cms)', () => {
  it('verification and reset mails have the same keys in en, zh, zh-TW and ja', async () => {
    const { mailResources } = await import('../../cms/src/email/mailTexts')
    const all = new Set(Object.values(mailResources).flatMap((r) => keys(r)))
    for (const [locale, r] of Object.entries(mailResources)) {
      const missing = [...all].filter((k) => typeof leaf(r, k) !== 'string' || leaf(r, k).trim() === '')
      expect(missing, `cms/src/email/locales/${locale}.json`).toEqual([])
    }
  })
})
