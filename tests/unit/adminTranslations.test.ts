import { describe, expect, it, vi } from 'vitest'
import { dictionaries, adminLabel, adminText } from '../../cms/src/admin/i18n/dictionary'
import { adminMessages } from '../../cms/src/admin/i18n/messages'
import { adminTexts, withAdminTranslations } from '../../cms/src/admin/i18n/withAdminTranslations'
import { collections } from '../../cms/src/collections'
import { globals } from '../../cms/src/globals'

// Users.ts reads the environment when imported; nothing here connects anywhere.
vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-never-used'
})

/** Every English admin text: what the configs declare, and the messages outside them. */
const english = new Set([...adminTexts(collections, globals), ...Object.values(adminMessages)])
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('admin translations', () => {
  it.each(Object.keys(dictionaries))('%s translates every admin text, and nothing else', (language) => {
    const dictionary = dictionaries[language as keyof typeof dictionaries]
    const missing = [...english].filter((text) => !dictionary[text]?.trim())
    const stale = Object.keys(dictionary).filter((text) => !english.has(text))
    expect(missing, `missing in ${language}.json`).toEqual([])
    expect(stale, `no longer used, in ${language}.json`).toEqual([])
    for (const text of english) expect(placeholders(dictionary[text]!), `placeholders of "${text}" in ${language}`).toEqual(placeholders(text))
  })

  it('turns labels, descriptions, choices and collection names into all four languages', () => {
    const products = withAdminTranslations(collections).find((c) => c.slug === 'products')!
    const labels = products.labels as { plural: Record<string, string> }
    expect(Object.keys(labels.plural).sort()).toEqual(['en', 'ja', 'zh', 'zh-TW'])
    expect(labels.plural.en).toBe('Products')
    expect(labels.plural.zh).toBe(adminText('Products', 'zh'))
    const status = JSON.stringify(products.fields)
    expect(status).toContain(JSON.stringify(adminLabel('Published')))
  })

  it('fills placeholders and falls back to English for an unknown language', () => {
    expect(adminText(adminMessages.andMore, 'en', { count: 3 })).toBe(' and 3 more')
    expect(adminText(adminMessages.queued, 'xx', { job: 'j1' })).toBe('Queued (job j1).')
    expect(adminText(adminMessages.queued, 'zh', { job: 'j1' })).toContain('j1')
  })
})
