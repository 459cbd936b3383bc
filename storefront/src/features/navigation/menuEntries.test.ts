import { describe, expect, it } from 'vitest'
import { fromMenuEntries, toMenuEntries } from './menuEntries'
import { type CmsMenuItem, isMenuItemDisabled, toMenuTree } from './menuTree'

const cms: CmsMenuItem[] = [
  { key: 'home', name: 'Home', path: '/', menuType: '0', status: '1' },
  {
    key: 'services',
    name: 'AI services',
    path: '/services',
    icon: '🛠️',
    description: 'Everything we do for you',
    children: [
      { key: 'geo', name: 'GEO', path: '/geo', menuType: '1', links: [{ key: 'checker', name: 'Checker', path: '/tools/geo' }, { key: 'off', name: 'Off', path: '/x', status: '2' }] },
      { key: 'ext', name: 'Docs', path: 'https://example.com/docs', target: '_blank' },
      { key: 'gone', name: 'Gone', path: '/gone', disabled: true },
      { key: 'label', name: 'Just a label' },
    ],
  },
]

describe('menu entries', () => {
  const tree = toMenuTree(cms, (path) => `/ja${path === '/' ? '' : path}`)
  const entries = toMenuEntries(tree)

  it('leave out what most entries share', () => {
    expect(entries[0]).toEqual(['home', 'Home', '/ja'])
    const services = entries[1]!
    expect(services.slice(0, 6)).toEqual(['services', 'AI services', '/ja/services', 0, '🛠️', 'Everything we do for you'])
    const children = services[6]!
    expect(children[0]!.slice(0, 4)).toEqual(['geo', 'GEO', '/ja/geo', 1])
    expect(children[0]![6]![1]).toEqual(['off', 'Off', '/ja/x', 4])
    expect(children[1]).toEqual(['ext', 'Docs', 'https://example.com/docs', 2])
    expect(children[3]).toEqual(['label', 'Just a label'])
  })

  it('read back as the same menu: links, groups, targets, icons, descriptions and disabled entries', () => {
    const back = fromMenuEntries(entries)
    const view = (items: typeof tree): unknown[] =>
      items.map((i) => ({ key: i.key, name: i.name, description: i.description, icon: i.icon, href: i.href, menuType: i.menuType, target: i.target, disabled: isMenuItemDisabled(i), children: view(i.children) }))
    expect(view(back)).toEqual(view(tree))
  })

  it('are much shorter than the tree they stand for', () => {
    expect(JSON.stringify(entries).length).toBeLessThan(JSON.stringify(tree).length * 0.4)
  })
})
