import type React from 'react'
import { describe, expect, it } from 'vitest'
import { getT } from '../../storefront/src/i18n'
import { resources } from '../../storefront/src/i18n/resources'
import { type Texts, translate } from '../../storefront/src/i18n/translate'

// The component's modules read the configuration when imported; nothing here connects to a database.
process.env.DATABASE_URL ??= 'postgres://unit:unit@127.0.0.1:1/unit'
process.env.PAYLOAD_SECRET ??= 'unit-test-secret'

// React is a dependency of the storefront, not of the workspace root: the same copy its components use.
const { prerenderToNodeStream } = await import('../../storefront/node_modules/react-dom/static.node.js')
const { CategoryDirectory } = await import('../../storefront/src/features/catalogue/CategoryDirectory')

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let out = ''
  for await (const chunk of prelude) out += chunk
  return out
}

/**
 * Counts in UI text were printed raw ("All 100320 products", "12736 款产品") next to the hero's
 * grouped totals ("100,320 AI products"): they read with the language's digit grouping now, on the
 * server and in the browser alike, and nothing but `count` is reformatted.
 */
describe('counts in UI text', () => {
  it('are grouped by i18next on the server in every language', async () => {
    expect((await getT('en', 'home'))('more.products', { count: 100320 })).toBe('All 100,320 products')
    expect((await getT('zh', 'home'))('more.products', { count: 100320 })).toBe('全部 100,320 款产品')
    expect((await getT('zh-TW', 'discover'))('productCount', { count: 12736 })).toBe('共 12,736 項產品')
    expect((await getT('ja', 'catalogue'))('list.count', { count: 3155 })).toBe('3,155 件のプロダクト')
    // Plural forms still follow the number itself.
    expect((await getT('en', 'catalogue'))('list.count', { count: 1 })).toBe('1 product')
    // Page and result figures are counts too ("Page 1 of 8,360", "Servers found: 12,736").
    expect((await getT('en', 'discover'))('pagination.status', { page: 1, pages: 8360 })).toBe('Page 1 of 8,360')
    expect((await getT('ja', 'mcp'))('results', { total: 12736 })).toContain('12,736')
    // Other values stay as given: a year is not a count.
    expect((await getT('en'))('footer.copyright', { year: 2026, name: 'X' })).toBe('© 2026 X. All rights reserved.')
  })

  it('are grouped the same way by the browser translator', () => {
    expect(translate('en', resources.en.home as Texts, 'more.products', { count: 100320 })).toBe('All 100,320 products')
    expect(translate('en', resources.en.discover as Texts, 'pagination.status', { page: 2, pages: 8360 })).toBe('Page 2 of 8,360')
    expect(translate('ja', resources.ja.common as Texts, 'footer.copyright', { year: 2026, name: 'X' })).not.toContain('2,026')
  })

  it('are grouped on the category directory, for the groups and each category', async () => {
    const node = (key: string, productCount: number) => ({ id: 1, key, name: key, description: '', productCount })
    const page = await html((await CategoryDirectory({ locale: 'zh-TW', groups: [{ ...node('chat', 12736), children: [node('chatbots', 3155)] }] })) as React.ReactElement)
    expect(page).toContain('12,736 款產品')
    expect(page).toContain('>3,155<')
  })
})
