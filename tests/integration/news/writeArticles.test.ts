import { createPgSearchIndex, poolOf } from '@aidir/cms'
import { ingestFeed, type IngestOptions, type NewsTranslator } from '@aidir/cms/news'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findArticle, findArticles } from '@/features/news/queries'
import { defaultedColumns, writtenColumns } from '../../../cms/src/news/writeArticles'
import { type FakeFeeds, rss, startFakeFeeds } from '../../fakes/newsFeeds'
import { createProduct, payload, unique, userWithRole } from '../helpers'

/**
 * Ingested articles are stored with plain multi-row SQL (news/writeArticles.ts), not Payload's
 * create. These tests hold that write to what Payload would have stored: the same record read
 * back through the Local API in every language (live and as the admin's edit view reads it, from
 * the version), the storefront's own news reads, the jobs the collection hooks queue, and an
 * editor publishing an article that waited for review.
 */
const pool = poolOf(payload)
const siteLocales = ['en', 'zh', 'zh-TW', 'ja'] as const
let feeds: FakeFeeds
const options = (more: Partial<IngestOptions> = {}): IngestOptions => ({ maxBytes: 2_000_000, maxItems: 200, timeoutMs: 3000, translator: null, allowAddress: (a) => a === '127.0.0.1', ...more })
const translator: NewsTranslator = { translate: async (t, _from, to) => ({ title: `${to}: ${t.title}`, summary: `${to} summary: ${t.summary}` }) }

async function feed(path: string, publishMode: 'review' | 'direct') {
  const doc = await payload.create({ collection: 'news-feeds', data: { name: unique('Wire'), url: feeds.url(path), publishMode } as never, overrideAccess: true })
  return doc as unknown as { id: number; name: string }
}

/** A document without what differs between two records of the same content. */
function content(doc: any) {
  const { id: _id, key: _key, createdAt: _c, updatedAt: _u, feed, ...rest } = doc
  const { urlKey: _k, ...feedRest } = feed ?? {}
  return { ...rest, feed: feedRest }
}

beforeAll(async () => {
  feeds = await startFakeFeeds()
})
afterAll(async () => {
  await feeds.close()
})

describe('stored ingested articles', () => {
  it('knows every column of the news tables (a new field is written or defaulted on purpose)', async () => {
    const columns = async (table: string) =>
      (await pool.query<{ c: string }>(`SELECT column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`, [table])).rows.map((r) => r.c).sort()
    for (const table of ['news', 'news_locales', 'news_rels'] as const) {
      expect(await columns(table), table).toEqual([...writtenColumns[table], ...defaultedColumns[table]].sort())
    }
    // The first version copies every column of the record.
    const version = (await columns('news')).filter((c) => c !== 'id').map((c) => `version_${c}`)
    expect(await columns('_news_v')).toEqual([...version, 'id', 'parent_id', 'created_at', 'updated_at', 'snapshot', 'published_locale', 'latest'].sort())
  })

  it('reads back like a Payload create in all four languages: record, version, storefront reads and queued jobs', async () => {
    const s = unique('wire')
    const product = await createProduct({ name: unique('Vexlorium') })
    feeds.put(`/${s}.xml`, { body: rss([{ title: `${product.name} ships a faster agent ${s}`, link: `https://wire.example.com/${s}`, description: `<p>${product.name} adds tools.</p>` }]) })
    const wire = await feed(`/${s}.xml`, 'direct')
    const result = await ingestFeed(payload, wire.id, options({ translator }))
    expect(result).toMatchObject({ outcome: 'completed', added: 1 })
    const id = result.addedIds[0]!

    // The same article written through Payload (as ingestion did before): English, then each other language.
    const all: any = await payload.findByID({ collection: 'news', id, locale: 'all', depth: 0, overrideAccess: true })
    const twin: any = await payload.create({
      collection: 'news',
      locale: 'en',
      overrideAccess: true,
      depth: 0,
      data: {
        key: unique('twin'),
        kind: 'article',
        _status: 'published',
        title: all.title.en,
        summary: all.summary.en,
        body: all.body.en,
        publishedAt: all.publishedAt,
        source: all.source,
        tags: [],
        topic: all.topic,
        relatedProducts: all.relatedProducts,
        relatedModels: all.relatedModels,
        feed: { ...all.feed, urlKey: `${all.feed.urlKey}/twin` },
      } as never,
    })
    for (const locale of ['zh', 'zh-TW', 'ja'] as const) {
      await payload.update({ collection: 'news', id: twin.id, locale, overrideAccess: true, depth: 0, data: { title: all.title[locale], summary: all.summary[locale], body: all.body[locale] } as never })
    }

    for (const locale of siteLocales) {
      const live = await payload.findByID({ collection: 'news', id, locale, depth: 0, overrideAccess: false })
      expect(content(live), locale).toEqual(content(await payload.findByID({ collection: 'news', id: twin.id, locale, depth: 0, overrideAccess: false })))
      const edited = await payload.findByID({ collection: 'news', id, locale, depth: 0, draft: true, overrideAccess: true })
      expect(content(edited), `${locale} version`).toEqual(content(await payload.findByID({ collection: 'news', id: twin.id, locale, depth: 0, draft: true, overrideAccess: true })))
      expect((live as any).title).toBe(locale === 'en' ? `${product.name} ships a faster agent ${s}` : `${locale}: ${product.name} ships a faster agent ${s}`)

      const article = await findArticle(locale, all.key)
      expect(article, locale).toMatchObject({ id, key: all.key, title: (live as any).title, summary: (live as any).summary, untranslatedFrom: null, relatedProductIds: [product.id] })
      expect(article!.body).toContain(`(https://wire.example.com/${s})`)
      expect((await findArticles(locale, 1)).items.map((a) => a.key)).toContain(all.key)
    }
    const versions = await payload.findVersions({ collection: 'news', where: { parent: { equals: id } }, overrideAccess: true })
    expect(versions.docs.map((v: any) => v.latest)).toEqual([true])
    expect((await pool.query(`SELECT 1 FROM _news_v_rels r JOIN _news_v v ON v.id = r.parent_id WHERE v.parent_id = $1 AND r.path = 'version.relatedProducts' AND r.products_id = $2`, [id, product.id])).rowCount).toBe(1)

    // What the collection's hooks queue: the search index (which then finds it) and the storefront's revalidation.
    expect((await pool.query(`SELECT 1 FROM pgboss.job WHERE name = 'search.index' AND data @> $1::jsonb`, [JSON.stringify({ entity: 'news', id, op: 'upsert' })])).rowCount).toBe(1)
    const { rows } = await pool.query<{ tags: string[] }>(`SELECT data->'tags' AS tags FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->'tags' ? $1`, [`news:${all.key}`])
    expect(rows[0]?.tags).toEqual(expect.arrayContaining(['news', 'search', `news#${id}`, `products#${product.id}`]))
    await createPgSearchIndex(payload).index('news', id)
    expect((await pool.query(`SELECT locale, title FROM search_documents WHERE entity = 'news' AND entity_id = $1 ORDER BY locale`, [id])).rows).toHaveLength(4)

    expect(((await payload.findByID({ collection: 'news-feeds', id: wire.id, overrideAccess: true })) as any).lastFetch).toMatchObject({ outcome: 'completed', received: 1, added: 1, duplicates: 0 })
  })

  it('feeds read side by side that carry the same stories under other URLs store each story once', async () => {
    const s = unique('side')
    const stories = Array.from({ length: 30 }, (_, i) => `${s} startup ${i} opens lab number ${i * 13 + 7}k`)
    // One feed lists the stories under the publisher's URLs, the other under a syndicator's with its name after the title.
    feeds.put(`/${s}-a.xml`, { body: rss(stories.map((title, i) => ({ title, link: `https://publisher.example.com/${s}/${i}` }))) })
    feeds.put(`/${s}-b.xml`, { body: rss(stories.map((title, i) => ({ title: `${title} - Syndicator`, link: `https://syndicator.example.net/${s}/${i}` }))) })
    feeds.put(`/${s}-c.xml`, { body: rss(stories.map((title, i) => ({ title, link: `https://www.publisher.example.com/${s}/${i}/?utm_medium=feed` }))) })
    const ids = [(await feed(`/${s}-a.xml`, 'direct')).id, (await feed(`/${s}-b.xml`, 'direct')).id, (await feed(`/${s}-c.xml`, 'direct')).id]
    const results = await Promise.all(ids.map((id) => ingestFeed(payload, id, options())))
    expect(results.reduce((n, r) => n + r.added, 0)).toBe(30)
    expect(results.reduce((n, r) => n + r.duplicates, 0)).toBe(60)
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE feed_source_id = ANY($1::int[])`, [ids])
    expect(rows[0]!.n).toBe(30)
  })

  it('an article queued for review stays off the site until an editor publishes it in the admin', async () => {
    const s = unique('review')
    feeds.put(`/${s}.xml`, { body: rss([{ title: `智谱发布新的多模态模型 ${s}`, link: `https://cn-wire.example.com/${s}`, description: '支持图像与视频理解' }]) })
    const result = await ingestFeed(payload, (await feed(`/${s}.xml`, 'review')).id, options())
    const id = result.addedIds[0]!
    const { rows } = await pool.query<{ key: string }>(`SELECT key FROM news WHERE id = $1`, [id])
    const key = rows[0]!.key
    expect(await findArticle('zh', key)).toBeNull()
    expect((await pool.query(`SELECT 1 FROM pgboss.job WHERE name = 'search.index' AND data @> $1::jsonb`, [JSON.stringify({ entity: 'news', id })])).rowCount).toBe(0)

    const editor = await userWithRole('editor')
    const draft: any = await payload.findByID({ collection: 'news', id, locale: 'zh', draft: true, user: editor, overrideAccess: false })
    expect(draft).toMatchObject({ _status: 'draft', title: `智谱发布新的多模态模型 ${s}`, feed: { language: 'zh', translation: 'original' } })
    await payload.update({ collection: 'news', id, locale: 'zh', data: { _status: 'published' } as never, user: editor, overrideAccess: false })

    expect(await findArticle('zh', key)).toMatchObject({ title: `智谱发布新的多模态模型 ${s}`, summary: '支持图像与视频理解', untranslatedFrom: null })
    // Offline, every language shows the original, marked.
    for (const locale of ['en', 'zh-TW', 'ja'] as const) expect(await findArticle(locale, key), locale).toMatchObject({ title: `智谱发布新的多模态模型 ${s}`, untranslatedFrom: 'zh' })
    const versions = await payload.findVersions({ collection: 'news', where: { parent: { equals: id } }, sort: '-updatedAt', overrideAccess: true })
    expect(versions.docs.map((v: any) => [v.version._status, v.latest])).toEqual([
      ['published', true],
      ['draft', false],
    ])
  })
})
