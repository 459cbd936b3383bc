import { describe, expect, it } from 'vitest'

// The storefront's React, as its components are rendered on the server.
const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { KeptMarkup } = await import('@/lib/keptMarkup')
const { FooterView } = await import('@/components/shell/FooterView')
const { BreadcrumbsView } = await import('@/components/shell/BreadcrumbsView')

/**
 * Parts that keep their markup while the page hydrates (lib/keptMarkup.tsx) are whole on the server:
 * what hydration keeps is the server's markup, so it must be all there, the element's attributes too.
 * (The browser's side, hydration and a client navigation, is in tests/e2e/keptMarkup.test.ts.)
 */
describe('kept markup on the server', () => {
  it('renders the element with its attributes and children', () => {
    const html = renderToStaticMarkup(
      createElement(KeptMarkup, { as: 'form', id: 'f', className: 'filters', method: 'get', action: '/discover', role: 'search', 'aria-labelledby': 'h', 'data-testid': 't' }, createElement('a', { href: '/a' }, 'A')),
    )
    // React writes a form's action and method last, as it does for a form a server component renders.
    expect(html).toBe('<form id="f" class="filters" role="search" aria-labelledby="h" data-testid="t" action="/discover" method="get"><a href="/a">A</a></form>')
  })

  it('is a div unless told otherwise', () => {
    expect(renderToStaticMarkup(createElement(KeptMarkup, null, 'text'))).toBe('<div>text</div>')
  })

  it('draws the footer and the trail whole', () => {
    const footer = renderToStaticMarkup(
      createElement(FooterView, {
        rows: { columns: [{ id: 'footer-x', heading: 'Explore', links: [['/tools', 'Tools'], ['/discover', 'Discover']] }], support: 'Support', contacts: [['Email', 'a@b.c', 'mailto:a@b.c']], copyright: '© 2026' },
      }),
    )
    expect(footer).toMatch(/^<footer class="[^"]+"><div class="[^"]+"><nav/)
    expect(footer).toContain('<a href="/discover">Discover</a>')
    expect(footer).toContain('<a href="mailto:a@b.c">a@b.c</a>')
    expect(footer).toMatch(/© 2026<\/p><\/footer>$/)
    const trail = renderToStaticMarkup(createElement(BreadcrumbsView, { label: 'Trail', origin: 'https://x.test', trail: [['Home', '/'], ['Tools', '/tools'], ['Runway']] }))
    expect(trail).toMatch(/^<nav aria-label="Trail" class="[^"]+"><ol><li><a href="\/">Home<\/a><\/li>/)
    expect(trail).toContain('<span aria-current="page">Runway</span>')
    expect(trail).toContain('"item":"https://x.test/tools"')
  })
})
