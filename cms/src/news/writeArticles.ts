import type { Queryable } from '../db/pool'
import { enqueueMany } from '../jobs/enqueue'
import type { Locale } from '../locales'
import { changeTags } from '../revalidation/tags'
import type { NewsTopic } from './topic'

/** One new article of a feed, ready to store: what a Payload create of a `news` record would be given. */
export type NewArticle = {
  key: string
  urlKey: string
  publishedAt: Date
  sourceUrl: string
  topic: NewsTopic
  language: Locale
  /** The texts per language written; the English one is the fallback of every other (Payload's localization). */
  texts: { locale: Locale; title: string; summary: string; body: string }[]
  mentions: { products: number[]; models: number[] }
}

export type ArticleFeed = { id: number; name: string; publish: boolean; translated: boolean }

/**
 * The columns of the news tables these statements fill; every other column keeps its database
 * default, which is what Payload writes for an ingested article (no cover, no tags, counters 0,
 * not marked for review). tests/integration/news/rawWrite.test.ts fails when the tables gain a
 * column this file does not know about, so a new field of `news` is decided here, not forgotten.
 */
export const writtenColumns = {
  news: ['key', 'status', '_status', 'published_at', 'kind', 'source_name', 'source_url', 'topic', 'feed_source_id', 'feed_url_key', 'feed_language', 'feed_translation', 'created_at', 'updated_at'],
  news_locales: ['title', 'summary', 'body', '_locale', '_parent_id'],
  news_rels: ['order', 'parent_id', 'path', 'products_id', 'ai_models_id'],
} as const
/** Columns left to their defaults (null, 0, false) on an ingested article. */
export const defaultedColumns = {
  news: ['id', 'cover_id', 'counters_views', 'counters_likes', 'counters_favorites', 'editorial_review_needs_review', 'editorial_review_note', 'brief_day'],
  news_locales: ['id'],
  news_rels: ['id', 'tags_id'],
} as const

/**
 * Stores a feed's new articles with a handful of statements however many there are, inside the
 * caller's transaction, exactly as Payload's create would leave them: the record (`news`), its
 * texts per language (`news_locales`), its catalogue links (`news_rels`), and — news has drafts —
 * its first version, the latest (`_news_v` and its locales and links), copied from the record so
 * the admin's edit view and the site read the same thing. Then what the collection's hooks do
 * after a change: a published article queues its search-index job and the storefront's
 * revalidation of the news listings, the search and each article's tags, in the same transaction.
 *
 * An article whose URL key (or record key) is already stored is skipped (ON CONFLICT DO NOTHING):
 * a run that lost a race or resumes after a failure adds nothing twice. Returns the stored ones.
 */
export async function writeArticles(db: Queryable, feed: ArticleFeed, articles: NewArticle[]): Promise<{ id: number; urlKey: string }[]> {
  if (articles.length === 0) return []
  const status = feed.publish ? 'published' : 'draft'
  const col = <T>(f: (a: NewArticle) => T) => articles.map(f)
  // In the given order (oldest first), so ids follow the feed's chronology.
  const inserted = await db.query<{ id: number; feed_url_key: string }>(
    `INSERT INTO news (key, status, _status, published_at, kind, source_name, source_url, topic, feed_source_id, feed_url_key, feed_language, feed_translation, created_at, updated_at)
     SELECT u.key, $6::enum_news_status, $6::enum_news_status, u.published_at, 'article'::enum_news_kind, $7::text, u.source_url, u.topic::enum_news_topic, $8::int,
            u.url_key, u.language::enum_news_feed_language, $9::enum_news_feed_translation, now(), now()
       FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $10::text[]) WITH ORDINALITY AS u(key, published_at, source_url, topic, url_key, language, n)
      ORDER BY u.n
     ON CONFLICT DO NOTHING
     RETURNING id, feed_url_key`,
    [col((a) => a.key), col((a) => a.publishedAt), col((a) => a.sourceUrl), col((a) => a.topic), col((a) => a.urlKey), status, feed.name, feed.id, feed.translated ? 'translated' : 'original', col((a) => a.language)],
  )
  if (inserted.rows.length === 0) return []
  const idOf = new Map(inserted.rows.map((r) => [r.feed_url_key, r.id]))
  const stored = articles.filter((a) => idOf.has(a.urlKey)).map((a) => ({ ...a, id: idOf.get(a.urlKey)! }))

  const texts = stored.flatMap((a) => a.texts.map((t) => ({ ...t, parent: a.id })))
  await db.query(
    `INSERT INTO news_locales (title, summary, body, _locale, _parent_id)
     SELECT u.title, u.summary, u.body, u.locale::_locales, u.parent FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) AS u(title, summary, body, locale, parent)`,
    [texts.map((t) => t.title), texts.map((t) => t.summary), texts.map((t) => t.body), texts.map((t) => t.locale), texts.map((t) => t.parent)],
  )

  // Payload's numbering of a hasMany relationship: 1, 2, … per field.
  const links = stored.flatMap((a) => [
    ...a.mentions.products.map((id, i) => ({ parent: a.id, path: 'relatedProducts', order: i + 1, product: id, model: null })),
    ...a.mentions.models.map((id, i) => ({ parent: a.id, path: 'relatedModels', order: i + 1, product: null, model: id })),
  ])
  if (links.length > 0) {
    await db.query(
      `INSERT INTO news_rels ("order", parent_id, path, products_id, ai_models_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[])`,
      [links.map((l) => l.order), links.map((l) => l.parent), links.map((l) => l.path), links.map((l) => l.product), links.map((l) => l.model)],
    )
  }

  await writeFirstVersions(db, stored.map((a) => a.id))

  if (feed.publish) {
    await enqueueMany('search.index', stored.map((a) => ({ entity: 'news' as const, id: a.id, op: 'upsert' as const })), { db })
    await enqueueMany('storefront.revalidate', revalidations(stored), { db })
  }
  return stored.map((a) => ({ id: a.id, urlKey: a.urlKey }))
}

/** The first version of each new record, the latest, copied from the record, its texts and its links. */
async function writeFirstVersions(db: Queryable, ids: number[]) {
  await db.query(
    `WITH v AS (
       INSERT INTO _news_v (parent_id, version_key, version_status, version_published_at, version_kind, version_cover_id, version_source_name,
              version_source_url, version_counters_views, version_counters_likes, version_counters_favorites, version_editorial_review_needs_review,
              version_editorial_review_note, version_topic, version_feed_source_id, version_feed_url_key, version_feed_language,
              version_feed_translation, version_brief_day, version_updated_at, version_created_at, version__status, created_at, updated_at, latest)
       SELECT n.id, n.key, n.status::text::enum__news_v_version_status, n.published_at, n.kind::text::enum__news_v_version_kind, n.cover_id, n.source_name,
              n.source_url, n.counters_views, n.counters_likes, n.counters_favorites, n.editorial_review_needs_review,
              n.editorial_review_note, n.topic::text::enum__news_v_version_topic, n.feed_source_id, n.feed_url_key, n.feed_language::text::enum__news_v_version_feed_language,
              n.feed_translation::text::enum__news_v_version_feed_translation, n.brief_day, n.updated_at, n.created_at, n._status::text::enum__news_v_version_status,
              n.created_at, n.updated_at, true
         FROM news n WHERE n.id = ANY($1::int[]) ORDER BY n.id
       RETURNING id, parent_id
     ), texts AS (
       INSERT INTO _news_v_locales (version_title, version_summary, version_body, _locale, _parent_id)
       SELECT l.title, l.summary, l.body, l._locale, v.id FROM news_locales l JOIN v ON v.parent_id = l._parent_id
     )
     INSERT INTO _news_v_rels ("order", parent_id, path, tags_id, products_id, ai_models_id)
     SELECT r."order", v.id, 'version.' || r.path, r.tags_id, r.products_id, r.ai_models_id FROM news_rels r JOIN v ON v.parent_id = r.parent_id`,
    [ids],
  )
}

/** The storefront.revalidate jobs of the published articles: their tags, at most 200 to a job (the contract's limit). */
function revalidations(stored: (NewArticle & { id: number })[]) {
  const tags = new Set<string>()
  for (const a of stored) for (const tag of changeTags('news', { id: a.id, key: a.key, relatedProducts: a.mentions.products })) tags.add(tag)
  const all = [...tags].sort()
  const jobs: { collection: string; tags: string[] }[] = []
  for (let i = 0; i < all.length; i += 200) jobs.push({ collection: 'news', tags: all.slice(i, i + 200) })
  return jobs
}
