import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { platformIds } from '@aidir/cms/llm'

const locales = ['en', 'zh', 'zh-TW', 'ja']
const tracker = (locale: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../storefront/src/i18n/locales/${locale}/tracker.json`), 'utf8'))

describe('tracker report platform names', () => {
  it('names every platform in every language, the way the GEO checker does', () => {
    for (const locale of locales) {
      const { platformNames, listSeparator } = tracker(locale)
      expect(Object.keys(platformNames).sort(), locale).toEqual([...platformIds].sort())
      expect(listSeparator, locale).toBeTruthy()
    }
    expect(tracker('zh').platformNames.qwen).toBe('通义千问')
  })
})
