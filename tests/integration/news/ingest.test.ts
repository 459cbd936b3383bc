import { poolOf } from '@aidir/cms'
import { briefDay, ingestFeed, writeDailyBrief, type IngestOptions, type NewsTranslator } from '@aidir/cms/news'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atom, type FakeFeeds, rss, startFakeFeeds } from '../../fakes/newsFeeds'
import { createProduct, payload, unique } from '../helpers'

/**
 * Feed ingestion against local feed servers into the real database: duplicates by URL and by
 * title, language, category, catalogue links, review or direct publishing, malformed and huge
 * feeds, redirects (to a private address refused), a run failing half-way resumed without
 * duplicates, and the daily brief composed from what was published.
 */
const pool = poolOf(payload)
let feeds: FakeFeeds
const local = (address: string) => address === '127.0.0.1'
const options = (more: Partial<IngestOptions> = {}): IngestOptions => ({ maxBytes: 2_000_000, maxItems: 200, timeoutMs: 3000, translator: null, allowAddress: local, ...more })

async function feed(path: string, data: Record<string, unknown> = {}) {
  const doc = await payload.create({ collection: 'news-feeds', data: { name: unique('Feed'), url: feeds.url(path), publishMode: 'review', ...data } as never, overrideAccess: true })
  return doc.id as number
}
const articlesOf = async (feedId: number) => (await pool.query(`SELECT id, key, status, feed_url_key, feed_language, feed_translation, topic FROM news WHERE feed_source_id = $1 ORDER BY id`, [feedId])).rows
const lastFetch = async (feedId: number) => ((await payload.findByID({ collection: 'news-feeds', id: feedId, overrideAccess: true })) as any).lastFetch

beforeAll(async () => {
  feeds = await startFakeFeeds()
})
afterAll(async () => {
  await feeds.close()
})

describe('news feed ingestion', () => {
  it('adds new articles once: the same URL with tracking parameters and a near-duplicate title are one story', async () => {
    const s = unique('story')
    const product = await createProduct({ name: unique('Zyloquent') })
    feeds.put('/dups.xml', {
      body: rss([
        // Newest first, as feeds list them; read oldest first, so the original of each pair comes first.
        { title: `${s} OpenAI Ships A Faster Reasoning Model - Tech Daily`, link: `https://other.example.org/${s}` },
        { title: `${s} Another headline entirely`, link: `https://www.news.example.com/${s}/a/?utm_source=rss` },
        { title: `${s} OpenAI ships a faster reasoning model`, link: `https://news.example.com/${s}/a`, description: '<p>Details</p>' },
        { title: `${s} ${product.name} raises a Series B`, link: `https://news.example.com/${s}/b`, description: `${product.name} plans to hire.` },
      ]),
    })
    const id = await feed('/dups.xml')
    const result = await ingestFeed(payload, id, options())
    expect(result).toMatchObject({ outcome: 'completed', received: 4, added: 2, duplicates: 2 })
    const rows = await articlesOf(id)
    expect(rows.map((r) => r.feed_url_key)).toEqual([`news.example.com/${s}/b`, `news.example.com/${s}/a`])
    expect(rows.every((r) => r.status === 'draft' && r.feed_language === 'en' && r.feed_translation === 'original')).toBe(true)
    expect(rows.map((r) => r.topic)).toEqual(['funding', 'model'])
    const funding: any = await payload.findByID({ collection: 'news', id: rows[0].id, overrideAccess: true, depth: 0 })
    expect(funding.relatedProducts).toEqual([product.id])
    expect(funding.source.url).toBe(`https://news.example.com/${s}/b`)
    // Queued for an editor: not on the site.
    expect((await payload.find({ collection: 'news', where: { id: { in: rows.map((r) => r.id) } }, overrideAccess: false })).totalDocs).toBe(0)
    expect(await lastFetch(id)).toMatchObject({ outcome: 'completed', received: 4, added: 2, duplicates: 2 })

    // Again, and from a second feed carrying the same stories: nothing new.
    expect(await ingestFeed(payload, id, options())).toMatchObject({ added: 0, duplicates: 4 })
    expect(await ingestFeed(payload, await feed('/dups.xml?again'), options())).toMatchObject({ added: 0 })
  })

  it('publishes directly per feed setting, detects the language and translates through the provider layer when one is configured', async () => {
    const s = unique('zh')
    feeds.put('/zh.atom', { contentType: 'application/atom+xml', body: atom([{ title: `深度求索发布新一代推理模型 ${s}`, link: `https://cn.example.com/${s}`, description: '这是一个测试摘要' }]) })
    const translator: NewsTranslator = { translate: async (t, from, to) => ({ title: `[${from}>${to}] ${t.title}`, summary: `[${to}] ${t.summary}` }) }
    const id = await feed('/zh.atom', { publishMode: 'direct' })
    expect(await ingestFeed(payload, id, options({ translator }))).toMatchObject({ added: 1 })
    const [row] = await articlesOf(id)
    expect(row).toMatchObject({ status: 'published', feed_language: 'zh', feed_translation: 'translated', topic: 'model' })
    const read = async (locale: 'en' | 'zh' | 'ja') => (await payload.findByID({ collection: 'news', id: row.id, locale, overrideAccess: false })) as any
    expect((await read('zh')).title).toBe(`深度求索发布新一代推理模型 ${s}`)
    expect((await read('en')).title).toBe(`[zh>en] 深度求索发布新一代推理模型 ${s}`)
    expect((await read('ja')).summary).toBe('[ja] 这是一个测试摘要')
  })

  it('offline, keeps the original language in every locale and marks it', async () => {
    const s = unique('ja')
    feeds.put('/ja.xml', { body: rss([{ title: `グーグルが新しいAIツールを発表 ${s}`, link: `https://jp.example.com/${s}` }]) })
    const id = await feed('/ja.xml', { publishMode: 'direct' })
    await ingestFeed(payload, id, options())
    const [row] = await articlesOf(id)
    expect(row).toMatchObject({ feed_language: 'ja', feed_translation: 'original' })
    for (const locale of ['en', 'zh', 'zh-TW', 'ja'] as const) expect(((await payload.findByID({ collection: 'news', id: row.id, locale, overrideAccess: false })) as any).title).toContain('グーグル')
  })

  it('records a malformed feed, or a page that is not a feed, as failed without retrying and adds nothing', async () => {
    feeds.put('/broken.xml', { body: '<?xml version="1.0"?><rss><channel><item><title>cut off' })
    feeds.put('/page.html', { contentType: 'text/html', body: '<html><body>hello</body></html>' })
    for (const path of ['/broken.xml', '/page.html']) {
      const id = await feed(path)
      const result = await ingestFeed(payload, id, options())
      expect(result).toMatchObject({ outcome: 'failed', added: 0 })
      expect(await lastFetch(id)).toMatchObject({ outcome: 'failed' })
      expect(await articlesOf(id)).toHaveLength(0)
    }
  })

  it('caps a huge feed at the newest entries and refuses a document past the byte limit', async () => {
    const s = unique('huge')
    feeds.put('/huge.xml', { body: rss(Array.from({ length: 1000 }, (_, i) => ({ title: `${s} item number ${i} about ${i * 7919}`, link: `https://huge.example.com/${s}/${i}` }))) })
    const id = await feed('/huge.xml')
    const result = await ingestFeed(payload, id, options({ maxItems: 25 }))
    expect(result).toMatchObject({ outcome: 'completed', received: 1000, added: 25, capped: true })
    expect((await articlesOf(id)).map((r) => r.feed_url_key)).toContain(`huge.example.com/${s}/0`)
    const tooBig = await ingestFeed(payload, await feed('/huge.xml?big'), options({ maxBytes: 20_000 }))
    expect(tooBig).toMatchObject({ outcome: 'failed', added: 0 })
    expect(tooBig.error).toMatch(/too large|exceed|bytes/i)
  })

  it('follows a redirect to another feed, refuses one to a private address, and retries a feed that is down', async () => {
    const s = unique('moved')
    feeds.put('/new.xml', { body: rss([{ title: `${s} moved feed story`, link: `https://moved.example.com/${s}` }]) })
    feeds.put('/old.xml', { status: 301, location: feeds.url('/new.xml') })
    expect(await ingestFeed(payload, await feed('/old.xml'), options())).toMatchObject({ outcome: 'completed', added: 1 })

    feeds.put('/evil.xml', { status: 302, location: 'http://169.254.169.254/latest/meta-data/' })
    feeds.put('/evil-name.xml', { status: 302, location: 'http://intranet.example.test/feed.xml' })
    const resolve = async (host: string) => (host === 'intranet.example.test' ? ['10.0.0.7'] : ['127.0.0.1'])
    for (const path of ['/evil.xml', '/evil-name.xml']) {
      const result = await ingestFeed(payload, await feed(path), options({ resolve }))
      expect(result).toMatchObject({ outcome: 'failed', added: 0 })
      expect(result.error).toMatch(/not allowed|private|blocked|address/i)
    }

    feeds.put('/down.xml', { status: 503, contentType: 'text/plain', body: 'busy' })
    const down = await feed('/down.xml')
    await expect(ingestFeed(payload, down, options())).rejects.toThrow()
    expect(await lastFetch(down)).toMatchObject({ outcome: 'failed' })
  })

  it('resumes a run that failed half-way without duplicates', async () => {
    const s = unique('resume')
    feeds.put('/resume.xml', { body: rss(Array.from({ length: 8 }, (_, i) => ({ title: `${s} distinct headline ${i} ${'abcdefgh'[i]}${i * 31}`, link: `https://resume.example.com/${s}/${i}` }))) })
    const id = await feed('/resume.xml')
    let calls = 0
    const flaky: NewsTranslator = {
      translate: async (t, _from, to) => {
        // The vendor goes down during the fourth article.
        if (++calls > 9) throw new Error('vendor unavailable')
        return { title: `${to}: ${t.title}`, summary: t.summary }
      },
    }
    await expect(ingestFeed(payload, id, options({ translator: flaky }))).rejects.toThrow(/vendor unavailable/)
    expect(await articlesOf(id)).toHaveLength(3)
    const steady: NewsTranslator = { translate: async (t, _from, to) => ({ title: `${to}: ${t.title}`, summary: t.summary }) }
    expect(await ingestFeed(payload, id, options({ translator: steady }))).toMatchObject({ added: 5, duplicates: 3 })
    const rows = await articlesOf(id)
    expect(rows).toHaveLength(8)
    expect(new Set(rows.map((r) => r.feed_url_key)).size).toBe(8)
  })

  it('skips a disabled feed', async () => {
    feeds.hits.length = 0
    const id = await feed('/dups.xml?disabled', { enabled: false })
    expect(await ingestFeed(payload, id, options())).toMatchObject({ outcome: 'skipped' })
    expect(feeds.hits).toHaveLength(0)
  })
})

describe('daily brief', () => {
  it("composes the day's brief per language from published articles, idempotently, waiting for an editor or published directly", async () => {
    const day = '2026-03-14'
    const s = unique('brief')
    const at = new Date(`${day}T09:00:00Z`)
    const product = await createProduct({ name: unique('Quillmatic') })
    const topics = ['pricing change for teams', 'interview with founders', 'outage report and postmortem', 'user survey results published', 'partnership with universities']
    feeds.put('/day.xml', {
      body: rss([
        // Five stories naming a catalogue product: the top stories; the launch, model and funding ones go to their sections.
        ...topics.map((topic, i) => ({ title: `${product.name} ${topic}`, link: `https://day.example.com/${s}/top-${i}`, pubDate: at })),
        { title: `${s} Acme launches an AI spreadsheet`, link: `https://day.example.com/${s}/1`, pubDate: at },
        { title: `${s} Mistral releases new open weights model`, link: `https://day.example.com/${s}/2`, pubDate: at },
        { title: `${s} Robotics startup raises Series A`, link: `https://day.example.com/${s}/3`, pubDate: at },
        { title: `${s} Unrelated story of the day before`, link: `https://day.example.com/${s}/4`, pubDate: new Date(`2026-03-13T23:00:00Z`) },
      ]),
    })
    await ingestFeed(payload, await feed('/day.xml', { publishMode: 'direct' }), options())

    const en = await writeDailyBrief(payload, { day, locale: 'en', publish: 'review' })
    expect(en).toMatchObject({ outcome: 'written', articles: 8, key: 'daily-brief-2026-03-14' })
    const draft: any = await payload.findByID({ collection: 'news', id: en.id!, locale: 'en', overrideAccess: true, draft: true })
    expect(draft).toMatchObject({ kind: 'brief', _status: 'draft', briefDay: day, title: 'AI Daily Brief, 2026-03-14' })
    expect(draft.body.split('\n## ')[0]).toContain(`${product.name} pricing change for teams`)
    expect(draft.body).toContain('## Product launches')
    expect(draft.body).toContain('## Funding')
    expect(draft.body).not.toContain('Unrelated story')
    expect(await writeDailyBrief(payload, { day, locale: 'en', publish: 'review' })).toMatchObject({ outcome: 'unchanged', id: en.id })

    // Another language's job writes the same brief's other locale; direct publishing makes it live.
    const ja = await writeDailyBrief(payload, { day, locale: 'ja', publish: 'direct' })
    expect(ja).toMatchObject({ outcome: 'written', id: en.id })
    const live: any = await payload.findByID({ collection: 'news', id: en.id!, locale: 'ja', overrideAccess: false })
    expect(live.title).toBe('AI デイリーブリーフ 2026-03-14')
    expect(live.body).toContain('## 製品リリース')
    // Published, a review-mode run leaves the editor's brief alone.
    expect(await writeDailyBrief(payload, { day, locale: 'en', publish: 'review' })).toMatchObject({ outcome: 'kept' })
    // A day without published articles has no brief.
    expect(await writeDailyBrief(payload, { day: '2001-01-01', locale: 'en', publish: 'direct' })).toMatchObject({ outcome: 'empty' })
    expect(briefDay(new Date('2026-03-14T23:59:59Z'))).toBe(day)
  })
})
