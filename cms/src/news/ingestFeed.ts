import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { detectLanguage } from '../llm/offline/language'
import { locales, type Locale } from '../locales'
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../net'
import { loadMentionMatcher, type MentionMatcher } from './mentions'
import { normalizeUrl } from './normalizeUrl'
import { FeedFormatError, parseFeedItems, type FeedItem } from './parseFeedItems'
import { TitleIndex } from './titleSimilarity'
import { classifyTopic, type NewsTopic } from './topic'
import type { NewsTranslator } from './translate'

export type IngestOptions = {
  maxBytes: number
  maxItems: number
  timeoutMs: number
  /** null: offline, articles keep their original language. */
  translator: NewsTranslator | null
  /** Tests serve feeds on 127.0.0.1; production passes nothing. */
  allowAddress?: SafeFetchOptions['allowAddress']
  resolve?: SafeFetchOptions['resolve']
  /** How far back stored titles count for near duplicates. */
  titleWindowDays?: number
  /** Shared across the feeds of one run, so a bench or a scheduled sweep reads the catalogue once. */
  matcher?: MentionMatcher
  signal?: AbortSignal
}

export type IngestResult = { outcome: 'completed' | 'failed' | 'skipped'; received: number; added: number; duplicates: number; capped: boolean; error?: string; addedIds: number[] }

const FEED_TYPES = ['application/rss+xml', 'application/atom+xml', 'application/rdf+xml', 'application/xml', 'text/xml', 'application/feed+json', 'application/json', 'text/plain']

/** Faults a retry cannot mend: the feed's address, its content, its format. The job records them and completes. */
const PERMANENT: readonly string[] = ['invalid_url', 'blocked_address', 'too_many_redirects', 'too_large', 'content_type', 'not_html']

/** The advisory lock under which articles are checked against stored titles and written. */
const ARTICLE_WRITE_LOCK = 0x6e657773 // "news"

const keyOf = (urlKey: string) => {
  // A stable, valid record key from the normalised URL: readable start, hash for uniqueness.
  let h = 0x811c9dc5
  for (let i = 0; i < urlKey.length; i++) h = Math.imul(h ^ urlKey.charCodeAt(i), 0x01000193) >>> 0
  const slug = urlKey.replace(/^[^/]*\//, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '')
  return `${slug ? `${slug}-` : ''}${h.toString(36)}`
}

/**
 * Reads one configured feed and adds its new articles (see ARCHITECTURE.md "News ingestion").
 * Idempotent: an article is known by its normalised URL (unique in the database) and a story seen
 * under another URL by its title; each article is written on its own, so a run that fails half-way
 * is resumed by the next one, which skips what was written and adds the rest.
 */
export async function ingestFeed(payload: Payload, feedId: number, options: IngestOptions): Promise<IngestResult> {
  const feed: any = await payload.findByID({ collection: 'news-feeds', id: feedId, depth: 0, overrideAccess: true, disableErrors: true })
  const empty = { received: 0, added: 0, duplicates: 0, capped: false, addedIds: [] as number[] }
  if (!feed || feed.enabled === false) return { outcome: 'skipped', ...empty }

  const record = (lastFetch: Record<string, unknown>) =>
    payload.update({ collection: 'news-feeds', id: feedId, data: { lastFetch: { at: new Date().toISOString(), ...lastFetch } } as never, overrideAccess: true, depth: 0 })

  let items: FeedItem[]
  let total: number
  try {
    const response = await safeFetch(feed.url, {
      contentTypes: FEED_TYPES,
      maxBytes: options.maxBytes,
      timeoutMs: options.timeoutMs,
      maxRedirects: 3,
      headers: { accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5' },
      allowAddress: options.allowAddress,
      resolve: options.resolve,
      signal: options.signal,
    })
    ;({ items, total } = parseFeedItems(response.text(), options.maxItems))
  } catch (err) {
    const permanent = err instanceof FeedFormatError || (err instanceof SafeFetchError && (PERMANENT.includes(err.code) || (err.status !== undefined && err.status < 500 && err.status !== 429)))
    const message = (err as Error).message.slice(0, 500)
    await record({ outcome: 'failed', error: message, received: 0, added: 0, duplicates: 0 })
    if (permanent) return { outcome: 'failed', error: message, ...empty }
    throw err
  }

  const db = poolOf(payload)
  const keyed = items.map((item) => ({ item, urlKey: normalizeUrl(item.url) })).filter((x): x is { item: FeedItem; urlKey: string } => x.urlKey !== null)
  const known = new Set<string>(
    (await db.query(`SELECT feed_url_key FROM news WHERE feed_url_key = ANY($1::text[])`, [keyed.map((k) => k.urlKey)])).rows.map((r) => r.feed_url_key as string),
  )
  const titles = new TitleIndex()
  // Titles stored since the last look: at the start the window's, then (before each write) those that
  // feeds read at the same time stored meanwhile, so two feeds carrying one story store it once.
  let seenUpTo = new Date(Date.now() - (options.titleWindowDays ?? 3) * 86_400_000)
  const catchUp = async () => {
    const { rows } = await db.query(
      `SELECT l.title, n.created_at FROM news n JOIN news_locales l ON l._parent_id = n.id
        WHERE n.kind = 'article' AND n.created_at >= $1 ORDER BY n.created_at DESC LIMIT 20000`,
      [seenUpTo],
    )
    for (const row of rows) if (row.title && titles.findNear(row.title) !== 1) titles.add(row.title)
    if (rows[0]) seenUpTo = new Date(rows[0].created_at.getTime() + 1)
  }
  await catchUp()
  const matcher = options.matcher ?? (await loadMentionMatcher(db))

  let added = 0
  let duplicates = 0
  const addedIds: number[] = []
  // Feeds are read side by side and two of them may carry one story under two URLs: the title
  // check and the write of an article happen under one lock, so the second feed sees the first's
  // article. The lock is held per article (milliseconds), never across a fetch.
  const lock = await db.connect()
  try {
    // Oldest first, so the newest article of a feed is also the newest on the site.
    for (const { item, urlKey } of keyed.reverse()) {
      if (known.has(urlKey) || titles.findNear(item.title) !== null) {
        duplicates++
        continue
      }
      const prepared = await prepareArticle(feed, item, matcher, options)
      await lock.query(`SELECT pg_advisory_lock($1)`, [ARTICLE_WRITE_LOCK])
      try {
        await catchUp()
        if (titles.findNear(item.title) !== null) {
          duplicates++
          continue
        }
        known.add(urlKey)
        titles.add(item.title)
        const id = await writeArticle(payload, feed, item, urlKey, prepared, options)
        if (id === null) duplicates++
        else {
          added++
          addedIds.push(id)
        }
      } finally {
        await lock.query(`SELECT pg_advisory_unlock($1)`, [ARTICLE_WRITE_LOCK])
      }
    }
  } finally {
    lock.release()
  }
  duplicates += items.length - keyed.length
  await record({ outcome: 'completed', error: null, received: total, added, duplicates })
  return { outcome: 'completed', received: total, added, duplicates, capped: total > items.length, addedIds }
}

type Prepared = { language: Locale; topic: NewsTopic; mentions: { products: number[]; models: number[] }; translated: Map<Locale, { title: string; summary: string }> }

/** Language, category, mentions and translations: the slow part, done before the write lock is taken. */
async function prepareArticle(feed: any, item: FeedItem, matcher: MentionMatcher, options: IngestOptions): Promise<Prepared> {
  const text = `${item.title}\n${item.summary}`
  const language: Locale = feed.language && feed.language !== 'auto' ? feed.language : detectLanguage(text)
  const topic = classifyTopic(text, feed.topic as NewsTopic)
  const mentions = matcher.find(text)
  const original = { title: item.title, summary: item.summary || item.title }
  const translated = new Map<Locale, { title: string; summary: string }>([[language, original]])
  if (options.translator) {
    for (const to of locales) if (to !== language) translated.set(to, await options.translator.translate(original, language, to, options.signal))
  }
  return { language, topic, mentions, translated }
}

async function writeArticle(payload: Payload, feed: any, item: FeedItem, urlKey: string, prepared: Prepared, options: IngestOptions): Promise<number | null> {
  const { language, topic, mentions, translated } = prepared
  const original = translated.get(language)!
  const publish = feed.publishMode === 'direct'
  const source = { name: feed.name, url: item.url.slice(0, 2000) }
  const body = (t: { summary: string }) => `${t.summary}\n\n[${feed.name}](${source.url})`
  // An article queued for review is a draft row (`_status`), which only editors read; publishing it is
  // the editor's press of Publish in the admin.
  // Written in English first (the default locale every other falls back to), then each other language.
  const first = translated.get('en') ?? original
  let doc: any
  try {
    doc = await payload.create({
      collection: 'news',
      locale: 'en',
      data: {
        key: keyOf(urlKey),
        kind: 'article',
        _status: publish ? 'published' : 'draft',
        title: first.title,
        summary: first.summary,
        body: body(first),
        publishedAt: (item.publishedAt && item.publishedAt.getTime() <= Date.now() ? item.publishedAt : new Date()).toISOString(),
        source,
        tags: [],
        topic,
        relatedProducts: mentions.products,
        relatedModels: mentions.models,
        feed: { source: feed.id, urlKey, language, translation: options.translator ? 'translated' : 'original' },
      } as never,
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    // Another run wrote the same story a moment ago (the unique URL key): nothing more to do.
    const { rowCount } = await poolOf(payload).query(`SELECT 1 FROM news WHERE feed_url_key = $1`, [urlKey])
    if (rowCount) return null
    throw err
  }
  for (const [locale, t] of translated) {
    if (locale === 'en') continue
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale,
      data: { title: t.title, summary: t.summary, body: body(t) } as never,
      overrideAccess: true,
      depth: 0,
    })
  }
  return doc.id as number
}
