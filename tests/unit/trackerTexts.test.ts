import { describe, expect, it } from 'vitest'
import en from '../../storefront/src/i18n/locales/en/tracker.json'
import ja from '../../storefront/src/i18n/locales/ja/tracker.json'
import zh from '../../storefront/src/i18n/locales/zh/tracker.json'
import zhTW from '../../storefront/src/i18n/locales/zh-TW/tracker.json'
import { exposureLevels } from '../../cms/src/geo/trackerScore'
import { buildReport, questionIntents } from '../../cms/src/tracker/index'
import { trackerStatuses } from '../../cms/src/collections/Tracker'

/**
 * The words of the tracker report (namespace `tracker`, registered in the i18n resources when the
 * report page is built): every key in all four languages, and every message key and figure the
 * strategy rules can emit has its text with the same placeholders.
 */
const languages = { en, zh, 'zh-TW': zhTW, ja } as Record<string, any>
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix]
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()

describe('tracker texts', () => {
  it('have the same keys and placeholders in en, zh, zh-TW and ja', () => {
    const all = keys(en)
    for (const [lang, t] of Object.entries(languages)) {
      expect(keys(t), lang).toEqual(all)
      for (const k of all) {
        const text = k.split('.').reduce((o, p) => o[p], t)
        expect(typeof text === 'string' && text.trim() !== '', `${lang} ${k}`).toBe(true)
        expect(placeholders(text), `${lang} ${k}`).toEqual(placeholders(k.split('.').reduce((o: any, p) => o[p], en)))
      }
    }
  })

  it('cover every intent, exposure level, state and strategy message', () => {
    expect(Object.keys(en.intents)).toEqual([...questionIntents])
    expect(Object.keys(en.exposure)).toEqual([...exposureLevels])
    expect(Object.keys(en.status)).toEqual([...trackerStatuses])
    const answers = [
      { platform: 'chatgpt', topic: 'a', text: '1. **Acme** is the best. Jasper too.', citations: [{ url: 'https://acme.com' }] },
      { platform: 'claude', topic: 'b', text: 'Jasper is great.' },
    ]
    const variants = [
      buildReport({ brandName: 'Acme', websiteUrl: 'https://acme.com', competitors: ['Jasper'], topics: ['a', 'b'], platforms: ['chatgpt', 'claude', 'gemini'], failedPlatforms: ['gemini'], answers }),
      buildReport({ brandName: 'Acme', competitors: [], topics: ['a'], platforms: ['chatgpt'], failedPlatforms: [], answers: answers.slice(0, 1) }),
      buildReport({ brandName: 'Jasper', competitors: ['Acme'], topics: ['a'], platforms: ['chatgpt'], failedPlatforms: [], answers }),
    ]
    for (const report of variants) {
      for (const card of report.strategy) {
        expect(en.cards).toHaveProperty(card.kind)
        expect(en.levels).toHaveProperty(card.level)
        for (const r of card.recommendations) {
          const text = (en.strategy as Record<string, string>)[r.key]
          expect(text, r.key).toBeTypeOf('string')
          for (const name of placeholders(text!)) expect(r.params, `${r.key} ${name}`).toHaveProperty(name)
        }
      }
    }
  })
})
