import { describe, expect, it } from 'vitest'
import { discoverSearch, hasFilters, normalizeSearchKey, pageWindow, parseDiscoverQuery, sortFields, sorts } from '../../storefront/src/features/discover/query'

describe('the product finder query string', () => {
  it('defaults to relevance with a search text and to latest without', () => {
    expect(parseDiscoverQuery({}, true)).toEqual({ type: undefined, category: undefined, tags: [], lang: undefined, sort: 'relevance', page: 1 })
    expect(parseDiscoverQuery({}, false).sort).toBe('latest')
    // Relevance means nothing without a text: the finder falls back to its default.
    expect(parseDiscoverQuery({ sort: 'relevance' }, false).sort).toBe('latest')
  })

  it('accepts every SPEC §9 sort and maps it to a product field', () => {
    for (const sort of sorts.filter((s) => s !== 'relevance')) {
      expect(parseDiscoverQuery({ sort }, true).sort).toBe(sort)
    }
    expect(sortFields).toEqual({ rating: 'rating', downloads: 'downloads', time: 'createdAt', latest: 'publishedAt', popular: 'traffic.monthlyVisits', views: 'counters.views', likes: 'counters.likes' })
  })

  it('turns unknown or malformed values into defaults instead of failing', () => {
    const q = parseDiscoverQuery({ sort: 'cheapest', page: 'abc', type: 'free', lang: 'fr', category: '<script>' }, true)
    expect(q).toEqual({ type: undefined, category: undefined, tags: [], lang: undefined, sort: 'relevance', page: 1 })
    expect(parseDiscoverQuery({ page: '0' }, false).page).toBe(1)
    expect(parseDiscoverQuery({ page: '-3' }, false).page).toBe(1)
    expect(parseDiscoverQuery({ page: '2.5' }, false).page).toBe(1)
    expect(parseDiscoverQuery({ page: '1e9' }, false).page).toBe(1)
    expect(parseDiscoverQuery({ page: ['3', '4'] }, false).page).toBe(3)
  })

  it('reads the filters, tags repeated or comma separated, deduplicated, invalid ones dropped', () => {
    const q = parseDiscoverQuery({ type: 'open_source', lang: 'zh', category: 'Chatbots', tag: ['video', 'image,video', 'bad tag!'] }, false)
    expect(q).toMatchObject({ type: 'open_source', lang: 'zh', category: 'chatbots', tags: ['video', 'image'] })
    expect(hasFilters(q)).toBe(true)
    expect(hasFilters(parseDiscoverQuery({ sort: 'likes', page: '2' }, false))).toBe(false)
  })

  it('writes canonical query strings without defaults, resetting what it is told to', () => {
    const q = parseDiscoverQuery({ type: 'paid', tag: ['a', 'b'], sort: 'views', page: '3' }, false)
    expect(discoverSearch(q, false)).toBe('?type=paid&tag=a&tag=b&sort=views&page=3')
    expect(discoverSearch(q, false, { page: 1 })).toBe('?type=paid&tag=a&tag=b&sort=views')
    expect(discoverSearch(parseDiscoverQuery({}, true), true)).toBe('')
    expect(discoverSearch(parseDiscoverQuery({ sort: 'latest' }, true), true)).toBe('?sort=latest')
    expect(discoverSearch(parseDiscoverQuery({ sort: 'latest' }, false), false)).toBe('')
  })

  it('normalises the search key of /discover/{searchKey}', () => {
    expect(normalizeSearchKey('%E8%A7%86%E9%A2%91')).toBe('视频')
    expect(normalizeSearchKey('  image   generation ')).toBe('image generation')
    expect(normalizeSearchKey('100%')).toBe('100%')
    expect(normalizeSearchKey('x'.repeat(300))).toHaveLength(100)
  })

  it('shows page numbers around the current page with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })
})
