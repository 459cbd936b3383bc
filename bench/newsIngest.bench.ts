/**
 * News feed ingestion at scale: `pnpm bench:news-ingest`. A throw-away embedded PostgreSQL,
 * migrated; local feed servers on 127.0.0.1 serving NEWS_BENCH_FEEDS (100) RSS feeds of
 * NEWS_BENCH_ITEMS (100) entries, one story in ten carried by two feeds (another URL with tracking
 * parameters, or the same headline with a publisher suffix). Feeds are read NEWS_BENCH_CONCURRENCY
 * (4, the worker's) at a time, as the queue's workers would. Timed: the first ingestion, then a
 * re-run (everything known: nothing written). Checked: no story stored twice.
 * Budget (issue 22): 100 feeds of 100 items under 60 s with no duplicates.
 */
import { readFile } from 'node:fs/promises'
import { rss, startFakeFeeds, type RssItem } from '../tests/fakes/newsFeeds'
import { throwAwayDatabase } from './lib'

const FEEDS = Number(process.env.NEWS_BENCH_FEEDS ?? 100)
const ITEMS = Number(process.env.NEWS_BENCH_ITEMS ?? 100)
const CONCURRENCY = Number(process.env.NEWS_BENCH_CONCURRENCY ?? 4)
const loadavg = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')

const db = await throwAwayDatabase('news-ingest')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production' })
const { payloadClient, prepareDatabase, poolOf, stopProducer } = await import('@aidir/cms')
const { ingestFeed, loadMentionMatcher } = await import('@aidir/cms/news')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
const pool = poolOf(payload)

const words = ['agents', 'vision', 'speech', 'coding', 'search', 'robotics', 'chips', 'policy', 'health', 'finance', 'education', 'music', 'video', 'translation', 'security']
const story = (f: number, i: number): RssItem => {
  // Every tenth entry of a feed repeats a story of the previous feed (one of its own, not a repeat).
  const same = i % 10 === 0 && f > 0
  const n = same ? (f - 1) * ITEMS + i + 1 : f * ITEMS + i
  const title = `Startup ${n} ships ${words[n % words.length]} tool number ${n * 7 + 3}`
  return same && f % 2 === 0
    ? { title, link: `https://www.bench-news.example.com/story/${n}/?utm_source=feed${f}` }
    : { title: same ? `${title} - Feed ${f}` : title, link: same ? `https://syndicated-${f}.example.com/${n}` : `https://bench-news.example.com/story/${n}`, description: `Summary of story ${n}.` }
}
const feeds = await startFakeFeeds()
const ids: number[] = []
for (let f = 0; f < FEEDS; f++) {
  feeds.put(`/feed-${f}.xml`, { body: rss(Array.from({ length: ITEMS }, (_, i) => story(f, i))) })
  const doc = await payload.create({ collection: 'news-feeds', data: { name: `Bench feed ${f}`, url: feeds.url(`/feed-${f}.xml`), publishMode: 'direct' } as never, overrideAccess: true })
  ids.push(doc.id as number)
}
const matcher = await loadMentionMatcher(pool)
const options = { maxBytes: 5_000_000, maxItems: 1000, timeoutMs: 15_000, translator: null, allowAddress: (a: string) => a === '127.0.0.1', matcher }

const run = async (label: string) => {
  const load = await loadavg()
  const started = performance.now()
  const queue = [...ids]
  let added = 0
  let duplicates = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const r = await ingestFeed(payload, id, options)
        added += r.added
        duplicates += r.duplicates
      }
    }),
  )
  const ms = performance.now() - started
  console.log(`${label}: ${(ms / 1000).toFixed(2)} s — ${added} added, ${duplicates} duplicates (${Math.round((FEEDS * ITEMS * 1000) / ms)} entries/s; load average before: ${load}, after: ${await loadavg()})`)
  return ms
}

console.log(`${FEEDS} feeds of ${ITEMS} entries, ${CONCURRENCY} at a time`)
const full = await run('first ingestion into an empty news section')
await run('re-run, every entry known')
const { rows } = await pool.query(`SELECT count(*)::int AS n, count(DISTINCT feed_url_key)::int AS keys FROM news WHERE kind = 'article'`)
const expected = FEEDS * ITEMS - (FEEDS - 1) * Math.ceil(ITEMS / 10)
const clean = rows[0].n === rows[0].keys && rows[0].n === expected
console.log(`stored: ${rows[0].n} articles (${expected} distinct stories), ${rows[0].keys} distinct URLs; duplicates: ${clean ? 'none' : 'FOUND'}; budget 60 s: ${full < 60_000 ? 'met' : 'MISSED'}`)

await feeds.close()
await stopProducer()
;(payload.db as unknown as { pool: { on(e: string, f: () => void): void } }).pool.on('error', () => {})
await payload.destroy()
await db.stop()
process.exit(full < 60_000 && clean ? 0 : 1)
