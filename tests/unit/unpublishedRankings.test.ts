import type React from 'react'
import { describe, expect, it, vi } from 'vitest'
import en from '../../storefront/src/i18n/locales/en/rankings.json'
import ja from '../../storefront/src/i18n/locales/ja/rankings.json'
import zh from '../../storefront/src/i18n/locales/zh/rankings.json'

// React is a dependency of the storefront, not of the workspace root: the same copy its components use.
const { prerenderToNodeStream } = await import('../../storefront/node_modules/react-dom/static.node.js')

// A site before its first ranking publication: no snapshot of any board.
vi.mock('../../storefront/src/features/rankings/queries', () => ({
  findSnapshot: vi.fn(async () => null),
  snapshotById: vi.fn(async () => null),
  rankedCategories: vi.fn(async () => []),
  publishedPeriods: vi.fn(async () => []),
  snapshotRows: vi.fn(async () => []),
}))
vi.mock('../../storefront/src/features/rankings/RankingFaq', () => ({ RankingFaq: () => null }))

// The page's modules read the configuration when imported; nothing here connects to a database.
process.env.DATABASE_URL ??= 'postgres://unit:unit@127.0.0.1:1/unit'
process.env.PAYLOAD_SECRET ??= 'unit-test-secret'

const { RankingPage, rankingMetadata } = await import('../../storefront/src/features/rankings/rankingPage')
const { AppRankingPage, appRankingMetadata } = await import('../../storefront/src/features/rankings/appRankingPage')

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let out = ''
  for await (const chunk of prelude) out += chunk
  return out
}

const props = (lang: string, slug?: string[]) => ({ params: Promise.resolve({ lang, slug }) })
/** Next's notFound() throws an error whose digest names the 404. */
const isNotFound = (error: unknown) => String((error as { digest?: string }).digest).includes('404')

describe('ranking boards before their first publication', () => {
  it('the boards the menu links to say they are not published yet (they were 404 pages), not indexed', async () => {
    const page = await html((await RankingPage('monthly', props('zh'))) as React.ReactElement)
    expect(page).toContain('data-testid="ranking-unpublished"')
    expect(page).toContain(`<h1>${zh.kindTitle.monthly}</h1>`)
    expect(page).toContain(zh.empty)
    expect(page).toContain(`href="/zh/best-ai-tools"`)
    const trend = await html((await RankingPage('weekly', props('en', ['trend']))) as React.ReactElement)
    expect(trend).toContain(`<h1>${en.board.trend}</h1>`)
    const meta = await rankingMetadata('quarterly', props('ja'))
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(String(meta.title)).toContain(ja.kindTitle.quarterly)

    const android = await html((await AppRankingPage('android', props('ja'))) as React.ReactElement)
    expect(android).toContain(`<h1>${ja.board.android}</h1>`)
    expect(android).toContain(ja.empty)
    expect((await appRankingMetadata('android', props('en'))).robots).toEqual({ index: false, follow: true })
  })

  it('a period that was never published, or a category board, is still a 404', async () => {
    for (const [kind, slug] of [['monthly', ['2026-10']], ['monthly', ['category', 'chatbots']], ['weekly', ['2026-W10', 'trend']]] as const) {
      const error = await RankingPage(kind, props('en', [...slug])).catch((e: unknown) => e)
      expect(isNotFound(error), slug.join('/')).toBe(true)
    }
    expect(isNotFound(await AppRankingPage('android', props('en', ['2026-10'])).catch((e: unknown) => e))).toBe(true)
    // The iOS board exists only in the China edition (SPEC §5), published or not.
    expect(isNotFound(await AppRankingPage('ios', props('en')).catch((e: unknown) => e))).toBe(true)
  })
})
