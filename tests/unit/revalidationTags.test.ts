import { describe, expect, it } from 'vitest'
import { jobs } from '@aidir/cms/jobs'
import { changeTags, declaredGlobals, globalChangeTags } from '../../cms/src/revalidation/tags'
import { globals } from '../../cms/src/globals'

/** What a content change revalidates on the storefront and the edge (cms/src/revalidation/tags.ts). */
describe('revalidation tags of a change', () => {
  it('a product: its own pages by key and id, its category, and the listings it appears in', () => {
    expect(changeTags('products', { id: 44, key: 'chatgpt', category: 3, tags: [1, 2] }, { id: 44, key: 'chatgpt', category: 3 })).toEqual(
      ['categories#3', 'products', 'products#44', 'products:chatgpt', 'rankings', 'search'],
    )
  })

  it('a product moved to another category and renamed: the old and the new key and category', () => {
    expect(changeTags('products', { id: 44, key: 'chatgpt-4', category: { id: 5, key: 'writing' } }, { id: 44, key: 'chatgpt', category: 3 })).toEqual(
      ['categories#3', 'categories#5', 'products', 'products#44', 'products:chatgpt', 'products:chatgpt-4', 'rankings', 'search'],
    )
  })

  it('a deleted product (no state after): what it was', () => {
    expect(changeTags('products', { id: 44, key: 'chatgpt', category: 3 })).toContain('products:chatgpt')
  })

  it('models, MCP servers, guides: their page and their listings', () => {
    expect(changeTags('ai-models', { id: 1, key: 'gpt-5' })).toEqual(['ai-models', 'ai-models#1', 'ai-models:gpt-5', 'search'])
    expect(changeTags('mcp-servers', { id: 2, key: 'github', category: 9 })).toEqual(['mcp-servers', 'mcp-servers#2', 'mcp-servers:github', 'search'])
    expect(changeTags('guides', { id: 3, key: 'prompting', relatedProducts: [44] })).toEqual(['guides', 'guides#3', 'guides:prompting', 'search'])
  })

  it('news: also the pages of the products it names, before and after', () => {
    expect(changeTags('news', { id: 7, key: 'launch', relatedProducts: [{ id: 44 }, 45] }, { id: 7, key: 'launch', relatedProducts: [46] })).toEqual(
      ['news', 'news#7', 'news:launch', 'products#44', 'products#45', 'products#46', 'search'],
    )
  })

  it('collections shown only in their own listings name those listings', () => {
    expect(changeTags('faqs', { id: 1 })).toEqual(['faqs'])
    expect(changeTags('ad-positions', { id: 1 })).toEqual(['ad-positions'])
    expect(changeTags('ad-campaigns', { id: 1, position: 2 })).toEqual(['ad-campaigns'])
    expect(changeTags('ranking_snapshots', null)).toEqual(['rankings'])
  })

  it('the arena leaderboard: a new board version and the reference ratings reach its pages only', () => {
    expect(changeTags('arena_leaderboards', null)).toEqual(['arena-leaderboard'])
    expect(globalChangeTags('arena-reference-ratings')).toEqual(['arena-leaderboard'])
  })

  it('what every page shows (menus, categories, tags, media) and anything unknown flushes everything', () => {
    for (const slug of ['nav-menus', 'categories', 'tags', 'media', 'something-new']) expect(changeTags(slug, { id: 1, key: 'x' })).toEqual(['content'])
  })

  it('a global names the tag of the reads that render it, and nothing when no page renders it', () => {
    expect(globalChangeTags('site-settings')).toEqual(['site-settings'])
    expect(globalChangeTags('mcp-registry-sync')).toEqual([])
    expect(globalChangeTags('invoice-settings')).toEqual([])
    expect(globalChangeTags('a-new-global')).toEqual(['content'])
  })

  it('every global of the config says what it revalidates', () => {
    expect(declaredGlobals().sort()).toEqual(globals.map((g) => g.slug).sort())
  })

  it('a key that cannot be a tag falls back to everything rather than missing a page', () => {
    expect(changeTags('products', { id: 44, key: 'has space' })).toEqual(['content'])
  })

  it('the job carries the tags, validated; a job queued before tags existed flushes everything', () => {
    const schema = jobs['storefront.revalidate'].schema
    expect(schema.parse({ collection: 'products', tags: ['products:chatgpt'] })).toEqual({ collection: 'products', tags: ['products:chatgpt'] })
    expect(schema.parse({ collection: 'products' })).toEqual({ collection: 'products', tags: ['content'] })
    expect(schema.safeParse({ collection: 'products', tags: [] }).success).toBe(false)
    expect(schema.safeParse({ collection: 'products', tags: ['a,b'] }).success).toBe(false)
    expect(schema.safeParse({ collection: 'products', tags: ['x'.repeat(257)] }).success).toBe(false)
  })
})
