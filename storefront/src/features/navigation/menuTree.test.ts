import { describe, expect, it } from 'vitest'
import { toApiMenu } from './navMenuApi'
import { type CmsMenuItem, isGroupedDropdown, isMenuItemDisabled, toMenuTree } from './menuTree'

const prefix = (path: string) => `/ja${path === '/' ? '' : path}`

const cms: CmsMenuItem[] = [
  { key: 'home', name: 'ホーム', path: '/', menuType: '0', status: '1' },
  {
    key: 'services',
    name: 'AI サービス',
    path: '/services',
    children: [
      { key: 'geo', name: 'GEO', path: '/geo', menuType: '1', links: [{ key: 'checker', name: 'Checker', path: '/tools/geo' }, { key: 'off', name: 'Off', path: '/x', status: '2' }] },
      { key: 'ext', name: 'Docs', path: 'https://example.com/docs', target: '_blank' },
      { key: 'gone', name: 'Gone', path: '/gone', disabled: true },
    ],
  },
]

describe('toMenuTree', () => {
  const tree = toMenuTree(cms, prefix)
  it('prefixes site paths and keeps absolute URLs', () => {
    expect(tree[0]!.href).toBe('/ja')
    expect(tree[1]!.children[0]!.children[0]!.href).toBe('/ja/tools/geo')
    expect(tree[1]!.children[1]!.href).toBe('https://example.com/docs')
    expect(tree[1]!.children[1]!.target).toBe('_blank')
  })
  it('turns level-3 links into children and detects category groups', () => {
    expect(tree[1]!.children[0]!.children.map((c) => c.key)).toEqual(['checker', 'off'])
    expect(isGroupedDropdown(tree[1]!)).toBe(true)
    expect(isGroupedDropdown(tree[0]!)).toBe(false)
  })
  it('marks items disabled by flag or by status 2', () => {
    expect(isMenuItemDisabled(tree[1]!.children[2]!)).toBe(true)
    expect(isMenuItemDisabled(tree[1]!.children[0]!.children[1]!)).toBe(true)
    expect(isMenuItemDisabled(tree[1]!.children[0]!.children[0]!)).toBe(false)
  })
  it('maps to the navMenu API contract', () => {
    const api = toApiMenu(tree)
    expect(api[1]).toMatchObject({ menuName: 'AI サービス', menuUrl: '/ja/services', menuType: 0, status: 1, disabled: false })
    expect(api[1]!.children[0]).toMatchObject({ menuType: 1, children: [{ menuUrl: '/ja/tools/geo' }, { status: 2 }] })
  })
})
