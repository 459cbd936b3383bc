// i18next is a dependency of the storefront, not of the workspace root.
const { createInstance } = await import('../../storefront/node_modules/i18next/dist/esm/i18next.js')
import { describe, expect, it } from 'vitest'
import { interpolation } from '../../storefront/src/i18n/countFormat'
import { resources } from '../../storefront/src/i18n/resources'
import { translate, type Texts } from '../../storefront/src/i18n/translate'

// The namespaces client components read (the provider's two, and the ones pages add).
const clientNamespaces = ['common', 'account', 'geo', 'verification', 'errors'] as const

function leafKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([k, v]) => (v && typeof v === 'object' ? leafKeys(v as Texts, `${prefix}${k}.`) : [`${prefix}${k}`]))
}

describe('the browser translator answers what i18next answers', () => {
  for (const [language, bundles] of Object.entries(resources)) {
    it(`for every client text in ${language}`, async () => {
      const i18n = createInstance()
      await i18n.init({ lng: language, resources: { [language]: bundles as never }, fallbackLng: false, interpolation, showSupportNotice: false })
      for (const ns of clientNamespaces) {
        const texts = bundles[ns] as Texts
        const keys = [...new Set(leafKeys(texts).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))]
        for (const key of keys) {
          for (const options of [{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 5, name: 'Ada', points: 10, query: 'q', max: 3 }, { count: 12736, points: 12736 }]) {
            const expected = i18n.t(key, { ns, ...options })
            // i18next answers an object for a key naming a branch; the browser code never asks for one.
            if (typeof expected !== 'string') continue
            expect(translate(language, texts, key, options), `${ns}:${key} ${JSON.stringify(options)}`).toBe(expected)
          }
        }
      }
      expect(translate(language, bundles.common as Texts, 'no.such.key')).toBe('no.such.key')
      expect(translate(language, bundles.common as Texts, 'no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe('Fallback 1')
    })
  }
})
