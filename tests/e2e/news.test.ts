import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeFeeds, rss, startFakeFeeds } from '../fakes/newsFeeds'
import { requireEnv } from '../support/requireEnv'
import { launchBrowser } from './browser'
import { deliverRevalidation } from './deliverRevalidation'

const base = () => process.env.STOREFRONT_URL!
const shots = path.join(process.cwd(), 'test-results', 'news')
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

/**
 * Live news from a feed to the pages: an editor adds a publisher's feed (a local RSS server), the
 * ingestion job reads it and publishes its two stories (one English, one Chinese, kept in their
 * own language offline), the daily brief job composes yesterday's brief for an editor to publish;
 * then `/news`, each article and `/news/daily` in English and Chinese on a 375 px phone, with
 * nothing scrolling sideways.
 */
describe('news from a feed to the news pages', { timeout: 600_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the jobs write the database the storefront reads'))
  let browser: Browser
  let payload: Payload
  let feeds: FakeFeeds
  const created: { feed?: number; news: number[] } = { news: [] }

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    feeds = await startFakeFeeds()
    browser = await launchBrowser()
    mkdirSync(shots, { recursive: true })
  })
  afterAll(async () => {
    // Leave the news pages as seeded for the other files.
    if (payload) {
      for (const id of created.news) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => undefined)
      if (created.feed) await payload.delete({ collection: 'news-feeds', id: created.feed, overrideAccess: true }).catch(() => undefined)
      await deliverRevalidation(payload, [base()], 'news').catch(() => undefined)
      const { poolOf, stopProducer } = await import('@aidir/cms')
      const jobs = `(name = 'storefront.revalidate' AND data->>'collection' = 'news') OR (name = 'search.index' AND data->>'entity' = 'news' AND (data->>'id')::int = ANY($1::int[]))`
      await poolOf(payload).query(`DELETE FROM pgboss.job WHERE ${jobs}`, [created.news]).catch(() => undefined)
      await stopProducer()
    }
    await browser?.close()
    await feeds?.close()
  })

  const noSidewaysScroll = async (page: Page, what: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${what} scrolls sideways at 375 px`).toBeLessThanOrEqual(0)
  }

  it('ingests a feed and shows its articles, their pages and the daily brief in English and Chinese', async () => {
    const s = Date.now().toString(36)
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const at = new Date(`${day}T09:30:00Z`)
    const english = `Lumina Labs launches an open agent toolkit ${s}`
    const chinese = `智元发布新一代开源多模态大模型 ${s}`
    feeds.put('/wire.xml', {
      body: rss([
        { title: chinese, link: `https://news.example.cn/${s}/model`, description: '<p>该模型支持图像、视频与长文本理解。</p>', pubDate: at },
        { title: english, link: `https://news.example.com/${s}/toolkit?utm_source=rss`, description: '<p>The toolkit ships with twelve connectors.</p>', pubDate: at },
      ]),
    })

    // An editor adds the feed (as in the admin: the editor's own rights), publishing directly.
    const editor = await payload.create({
      collection: 'users',
      data: { email: `news-editor-${s}@example.com`, password: 'correct horse battery staple', role: 'editor', _verified: true } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const asEditor = { user: { ...editor, collection: 'users' as const }, overrideAccess: false }
    const feed = await payload.create({ collection: 'news-feeds', data: { name: 'Example Wire', url: feeds.url('/wire.xml'), publishMode: 'direct' } as never, ...asEditor })
    created.feed = feed.id as number

    // The ingestion job, as the worker runs it.
    const { createIngestFeedHandler } = await import('../../tasks/src/jobs/news/ingestFeed')
    const ingest = createIngestFeedHandler({ allowAddress: (a) => a === '127.0.0.1', timeoutMs: 5000 })
    expect(await ingest({ feedId: feed.id as number, trigger: 'manual' }, { payload, log: quiet, jobId: 'e2e', attempt: 1 })).toMatchObject({ outcome: 'completed', added: 2 })
    const { poolOf } = await import('@aidir/cms')
    const stored = (await poolOf(payload).query<{ id: number; key: string; feed_language: string }>(`SELECT id, key, feed_language FROM news WHERE feed_source_id = $1 ORDER BY id`, [feed.id])).rows
    created.news.push(...stored.map((r) => r.id))
    const zhArticle = stored.find((r) => r.feed_language === 'zh')!
    const enArticle = stored.find((r) => r.feed_language === 'en')!
    expect(zhArticle && enArticle).toBeTruthy()

    // Yesterday's brief in both languages, waiting for an editor, who publishes it.
    const { dailyBriefJob } = await import('../../tasks/src/jobs/news/dailyBrief')
    for (const locale of ['en', 'zh'] as const) {
      expect(await dailyBriefJob({ locale, day }, { payload, log: quiet, jobId: 'e2e', attempt: 1 })).toMatchObject({ outcome: 'written', key: `daily-brief-${day}` })
    }
    const brief = (await payload.find({ collection: 'news', where: { briefDay: { equals: day } }, draft: true, overrideAccess: true, limit: 1 })).docs[0]!
    created.news.push(brief.id as number)
    expect(brief._status).toBe('draft')
    await payload.update({ collection: 'news', id: brief.id, data: { _status: 'published' } as never, ...asEditor })
    await deliverRevalidation(payload, [base()], 'news')

    const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    page.setDefaultTimeout(120_000)
    const expected = {
      en: { prefix: 'en', list: 'AI News', brief: `AI Daily Brief, ${day}`, untranslated: 'Sandbox: shown in its original language', foreign: zhArticle, foreignTitle: chinese, own: enArticle, ownTitle: english },
      zh: { prefix: 'zh', list: 'AI 资讯', brief: `AI 日报 ${day}`, untranslated: '沙盒：以原文语言', foreign: enArticle, foreignTitle: english, own: zhArticle, ownTitle: chinese },
    }
    for (const [locale, e] of Object.entries(expected)) {
      // The list: both stories on the first page, each in the language it was written in.
      expect((await page.goto(`${base()}/${e.prefix}/news`))?.status(), `${locale} /news`).toBe(200)
      expect(await page.locator('h1').innerText()).toBe(e.list)
      await expect.poll(async () => page.locator(`[data-testid="news-list"] [data-news="${e.own.key}"] h2`).count(), { timeout: 30_000 }).toBe(1)
      expect(await page.locator(`[data-news="${e.own.key}"] h2`).innerText()).toBe(e.ownTitle)
      expect(await page.locator(`[data-news="${e.foreign.key}"] h2`).innerText()).toBe(e.foreignTitle)
      await noSidewaysScroll(page, `${locale} /news`)
      await page.screenshot({ path: path.join(shots, `news-${locale}-375.png`), fullPage: true })

      // The article in the page's language, from the list.
      await page.locator(`[data-news="${e.own.key}"] h2 a`).click()
      // Links of the default language have no prefix.
      await page.waitForURL(new RegExp(`/news/${e.own.key}$`))
      expect(await page.locator('h1').innerText()).toBe(e.ownTitle)
      expect(await page.getByTestId('untranslated').count()).toBe(0)
      expect(await page.locator('[data-testid="article-facts"] a').first().innerText()).toBe('Example Wire')
      await noSidewaysScroll(page, `${locale} article`)
      await page.screenshot({ path: path.join(shots, `article-${locale}-375.png`), fullPage: true })

      // The other story, kept in its own language and marked as such (no translation service here).
      expect((await page.goto(`${base()}/${e.prefix}/news/${e.foreign.key}`))?.status()).toBe(200)
      expect(await page.locator('h1').innerText()).toBe(e.foreignTitle)
      expect(await page.getByTestId('untranslated').innerText()).toContain(e.untranslated)
      await noSidewaysScroll(page, `${locale} untranslated article`)

      // The daily brief: yesterday's, the latest, in full, linking to the day's stories in this language.
      expect((await page.goto(`${base()}/${e.prefix}/news/daily`))?.status()).toBe(200)
      const latest = page.locator('[data-testid="brief-list"] article[data-brief]').first()
      expect(await latest.getAttribute('data-brief')).toBe(`daily-brief-${day}`)
      // Its own heading (the body's sections are headings too).
      expect(await latest.locator(`#brief-daily-brief-${day}`).innerText()).toBe(e.brief)
      expect(await latest.locator(`a[href$="/news/${e.own.key}"]`).innerText()).toBe(e.ownTitle)
      await noSidewaysScroll(page, `${locale} /news/daily`)
      await page.screenshot({ path: path.join(shots, `daily-${locale}-375.png`), fullPage: true })
      await latest.locator(`a[href$="/news/${e.foreign.key}"]`).click()
      await page.waitForURL(new RegExp(`/news/${e.foreign.key}$`))
      expect(await page.locator('h1').innerText()).toBe(e.foreignTitle)
    }
    await context.close()
  })
})
