import type { Payload } from 'payload'
import { inTransaction, poolOf, type Queryable } from '../db/pool'
import { detectLanguage } from '../llm/offline/language'
import { locales, type Locale } from '../locales'
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../net'
import { loadMentionMatcher, type MentionMatcher } from './mentions'
import { normalizeUrl } from './normalizeUrl'
import { FeedFormatError, parseFeedItems, type FeedItem } from './parseFeedItems'
import { storedTitles } from './storedTitles'
import { TitleIndex } from './titleSimilarity'
import { classifyTopic, type NewsTopic } from './topic'
import type { NewsTranslator } from './translate'
import { writeArticles, type ArticleFeed, type NewArticle } from './writeArticles'

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

/** New articles are stored a page at a time: at most this many in one transaction… */
const PAGE = 100
/** …and, while a translation service is slow, at least this often, so a run cut short keeps what it did. */
const PAGE_MS = 20_000

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
 * under another URL by its title. New articles are prepared one by one (language, category,
 * mentions, translations) and stored a page at a time (writeArticles.ts: a few multi-row
 * statements in one transaction, with the feed's bookkeeping on the last page); a run that fails
 * half-way stores what it had prepared, records the failure and throws, and the retry skips what
 * was stored and adds the rest.
 */
export async function ingestFeed(payload: Payload, feedId: number, options: IngestOptions): Promise<IngestResult> {
  const feed: any = await payload.findByID({ collection: 'news-feeds', id: feedId, depth: 0, overrideAccess: true, disableErrors: true })
  const empty = { received: 0, added: 0, duplicates: 0, capped: false, addedIds: [] as number[] }
  if (!feed || feed.enabled === false) return { outcome: 'skipped', ...empty }
  const db = poolOf(payload)

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
    await recordFetch(db, feedId, { outcome: 'failed', error: message, received: 0, added: 0, duplicates: 0 })
    if (permanent) return { outcome: 'failed', error: message, ...empty }
    throw err
  }

  const keyed = items.map((item) => ({ item, urlKey: normalizeUrl(item.url) })).filter((x): x is { item: FeedItem; urlKey: string } => x.urlKey !== null)
  const known = new Set<string>(
    (await db.query(`SELECT feed_url_key FROM news WHERE feed_url_key = ANY($1::text[])`, [keyed.map((k) => k.urlKey)])).rows.map((r) => r.feed_url_key as string),
  )
  // Stored titles (shared by the runs of this process), and this run's own.
  const stored = storedTitles(db, options.titleWindowDays ?? 3)
  await stored.refresh(db)
  const own = new TitleIndex()
  const matcher = options.matcher ?? (await loadMentionMatcher(db))
  const target: ArticleFeed = { id: feed.id, name: feed.name, publish: feed.publishMode === 'direct', translated: options.translator !== null }

  let added = 0
  // Entries without a usable link cannot be stored or linked to.
  let duplicates = items.length - keyed.length
  const addedIds: number[] = []
  let pending: { item: FeedItem; urlKey: string; prepared: Prepared }[] = []
  let lastWrite = Date.now()
  const write = async (last?: { outcome: 'completed' | 'failed'; error: string | null }) => {
    const page = pending
    pending = []
    lastWrite = Date.now()
    const bookkeeping = (tx: Queryable, more = { added: 0, duplicates: 0 }) =>
      last ? recordFetch(tx, feedId, { ...last, received: total, added: added + more.added, duplicates: duplicates + more.duplicates }) : undefined
    if (page.length === 0) return void (await bookkeeping(db))
    // Feeds are read side by side and two of them may carry one story under two URLs: the page is
    // checked against the titles other runs stored meanwhile and written under one lock, so the
    // second feed sees the first's article. The lock is held for the write only, never across a fetch.
    const written = await inTransaction(
      db,
      async (tx) => {
        await stored.refresh(tx)
        const fresh = page.filter(({ item }) => stored.findNear(item.title) === null)
        const rows = await writeArticles(tx, target, fresh.map((p) => articleOf(target, p.item, p.urlKey, p.prepared)))
        await bookkeeping(tx, { added: rows.length, duplicates: page.length - rows.length })
        return rows
      },
      { first: `SELECT pg_advisory_xact_lock(${ARTICLE_WRITE_LOCK})` },
    )
    added += written.length
    duplicates += page.length - written.length
    addedIds.push(...written.map((a) => a.id))
  }

  try {
    // Oldest first, so the newest article of a feed is also the newest on the site.
    for (const { item, urlKey } of keyed.reverse()) {
      if (known.has(urlKey) || stored.findNear(item.title) !== null || own.findNear(item.title) !== null) {
        duplicates++
        continue
      }
      known.add(urlKey)
      own.add(item.title)
      pending.push({ item, urlKey, prepared: await prepareArticle(feed, item, matcher, options) })
      if (pending.length >= PAGE || Date.now() - lastWrite >= PAGE_MS) await write()
    }
  } catch (err) {
    // What was prepared is kept; the retry skips it and does the rest.
    await write({ outcome: 'failed', error: (err as Error).message.slice(0, 500) }).catch(() => undefined)
    throw err
  }
  await write({ outcome: 'completed', error: null })
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

/**
 * The record of one article: English first (the locale every other falls back to; offline, an
 * article in another language is stored as its English text too), then each other language it has.
 * An article queued for review is a draft (`_status`), which only editors read; publishing it is the
 * editor's press of Publish in the admin.
 */
function articleOf(feed: ArticleFeed, item: FeedItem, urlKey: string, prepared: Prepared): NewArticle {
  const { language, topic, mentions, translated } = prepared
  const sourceUrl = item.url.slice(0, 2000)
  const text = (locale: Locale, t: { title: string; summary: string }) => ({ locale, title: t.title, summary: t.summary, body: `${t.summary}\n\n[${feed.name}](${sourceUrl})` })
  const first = translated.get('en') ?? translated.get(language)!
  return {
    key: keyOf(urlKey),
    urlKey,
    publishedAt: item.publishedAt && item.publishedAt.getTime() <= Date.now() ? item.publishedAt : new Date(),
    sourceUrl,
    topic,
    language,
    texts: [text('en', first), ...[...translated].filter(([locale]) => locale !== 'en').map(([locale, t]) => text(locale, t))],
    mentions,
  }
}

type LastFetch = { outcome: 'completed' | 'failed'; error: string | null; received: number; added: number; duplicates: number }

/** The feed's last-run bookkeeping (`lastFetch`, read-only in the admin). */
async function recordFetch(db: Queryable, feedId: number, last: LastFetch) {
  await db.query(
    `UPDATE news_feeds SET last_fetch_at = now(), last_fetch_outcome = $2, last_fetch_error = $3, last_fetch_received = $4,
            last_fetch_added = $5, last_fetch_duplicates = $6, updated_at = now()
      WHERE id = $1`,
    [feedId, last.outcome, last.error, last.received, last.added, last.duplicates],
  )
}
