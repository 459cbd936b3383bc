import type React from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// React is a dependency of the storefront, not of the workspace root: the same copy its components use.
const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { prerenderToNodeStream } = await import('../../storefront/node_modules/react-dom/static.node.js')

// The discover page's data: the search itself fails, the filter options are there.
vi.mock('../../storefront/src/features/discover/results', () => ({
  findDiscoverResults: vi.fn(async () => {
    throw new Error('connection terminated unexpectedly')
  }),
}))
vi.mock('../../storefront/src/features/discover/searchIndex', () => ({
  secondaryHits: vi.fn(async () => []),
  secondaryEntities: [],
}))
vi.mock('../../storefront/src/features/discover/facets', () => ({
  getCategoryGroups: vi.fn(async () => []),
  getProductTags: vi.fn(async () => []),
  getPopularCategories: vi.fn(async () => []),
}))
vi.mock('../../storefront/src/features/discover/metrics', () => ({ findSortValues: vi.fn(async () => new Map()) }))

// The page's modules read the configuration when imported; nothing here connects to a database.
process.env.DATABASE_URL ??= 'postgres://unit:unit@127.0.0.1:1/unit'
process.env.PAYLOAD_SECRET ??= 'unit-test-secret'

const { DiscoverView } = await import('../../storefront/src/features/discover/DiscoverView')
const { default: PageErrorView } = await import('../../storefront/src/app/[lang]/error')
const { I18nProvider } = await import('../../storefront/src/i18n/client')
const { resources } = await import('../../storefront/src/i18n/resources')

/** Server rendering with React's own renderer (async server components included). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let out = ''
  for await (const chunk of prelude) out += chunk
  return out
}

const inLanguage = (locale: keyof typeof resources, child: React.ReactElement) =>
  createElement(I18nProvider, { locale, bundles: { common: resources[locale].common, errors: resources[locale].errors }, children: child })

describe('the error page (error.tsx)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows 500 and the default text for a server error, whose message the browser never sees', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = Object.assign(new Error(''), { digest: '123456' })
    const page = await html(inLanguage('en', createElement(PageErrorView, { error, reset: () => {} })))
    expect(page).toContain('data-status="500"')
    expect(page).toContain(`>${resources.en.errors.error.title}</h1>`)
    expect(page).toContain(resources.en.errors.error.hint)
    expect(page).toContain(`>${resources.en.errors.error.retry}</button>`)
  })

  it('shows the status an error carries, its message when the browser has it, in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = Object.assign(new Error('Upstream timed out'), { status: 503 })
    const page = await html(inLanguage('ja', createElement(PageErrorView, { error, reset: () => {} })))
    expect(page).toContain('data-status="503"')
    expect(page).toContain('>Upstream timed out</h1>')
    expect(page).toContain(resources.ja.errors.error.hint)
    expect(page).toContain(`>${resources.ja.errors.error.retry}</button>`)
  })
})

describe('the discover page when the search fails (SPEC §8)', () => {
  it('says "Search failed, please try again later", logs the cause, and shows no count', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await html(await DiscoverView({ locale: 'en', searchKey: 'image', params: {} }))
    expect(page).toMatch(/<p role="alert">Search failed, please try again later<\/p>/)
    expect(page).toContain('data-testid="discover-error"')
    expect(page).not.toContain('data-testid="discover-count"')
    expect(log).toHaveBeenCalledWith('[discover] search failed', expect.objectContaining({ text: 'image' }))
  })

  it('in Chinese too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await html(await DiscoverView({ locale: 'zh', searchKey: null, params: {} }))
    expect(page).toContain(`<p role="alert">${resources.zh.discover.searchFailed}</p>`)
  })
})
