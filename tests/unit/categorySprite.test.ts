import type React from 'react'
import { describe, expect, it } from 'vitest'
import { categoryIcons, DEFAULT_CATEGORY_ICON } from '@/features/icons/categoryIcons'
import { categorySprite, categorySpriteHref, categorySymbol, DEFAULT_SYMBOL } from '@/features/icons/categorySprite'

const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { CategoryGroups } = await import('@/features/catalogue/CategoryGroups')
const render = (props: Record<string, unknown>) => renderToStaticMarkup(createElement(CategoryGroups as unknown as React.FC<any>, props)) as string

/** The symbols of the sprite by id, with the number of shapes each draws. */
const symbols = new Map([...categorySprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [m[1]!, m[2]!.match(/<[a-z]+ /g)!.length]))

/** The category directory draws its icons from one sprite instead of writing each icon's shapes into the page. */
describe('category icon sprite', () => {
  it('has a symbol per category key with its icon, and the default', () => {
    expect(categorySprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true)
    for (const [key, node] of Object.entries(categoryIcons)) expect(symbols.get(key), key).toBe(node.length)
    expect(symbols.get(DEFAULT_SYMBOL)).toBe(DEFAULT_CATEGORY_ICON.length)
    expect(symbols.size).toBe(Object.keys(categoryIcons).length + 1)
  })

  it('sends a key without an icon of its own to the default', () => {
    expect(categorySymbol('writing')).toBe('writing')
    expect(categorySymbol('something-editors-added')).toBe(DEFAULT_SYMBOL)
  })

  it('is linked under a URL that names its content', () => {
    expect(categorySpriteHref).toMatch(/^\/icons\/categories\.svg\?v=[\w-]{10}$/)
  })

  it('draws each group heading with a reference into the sprite, and no per-link attributes', () => {
    const html = render({
      rows: [
        ['writing', 'Writing', '107 products', [['translation', 'Translation', '30']]],
        ['new-group', 'New group', '3 products', [], DEFAULT_SYMBOL],
      ],
      sprite: categorySpriteHref,
      prefix: '/ja',
      headingLevel: 3,
    })
    expect(html).toContain(`<use href="${categorySpriteHref}#writing"></use>`)
    expect(html).toContain(`<use href="${categorySpriteHref}#default"></use>`)
    expect(html).toContain('<a href="/ja/class/translation">Translation<span>30</span></a>')
    expect(html).not.toContain('<path')
  })
})
