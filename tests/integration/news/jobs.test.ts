import { enqueue, newsFeedKey, poolOf, stopProducer } from '@aidir/cms'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dailyBriefJob } from '../../../tasks/src/jobs/news/dailyBrief'
import { createIngestFeedHandler } from '../../../tasks/src/jobs/news/ingestFeed'
import { scheduleFeeds } from '../../../tasks/src/jobs/news/scheduleFeeds'
import { type FakeFeeds, rss, startFakeFeeds } from '../../fakes/newsFeeds'
import { until } from '../../support/until'
import { payload, unique } from '../helpers'

/**
 * The news queues through pg-boss and the real worker: the hourly sweep queues each enabled feed
 * once, a feed that is down part of the time is retried until it is read, and a daily brief job.
 */
const pool = poolOf(payload)
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

describe('news jobs', () => {
  let feeds: FakeFeeds
  let worker: Worker
  beforeAll(async () => {
    feeds = await startFakeFeeds()
  })
  afterAll(async () => {
    await worker?.stop()
    await stopProducer()
    await feeds.close()
  })

  it('the sweep queues one ingestion per enabled feed, the worker reads it, retrying a feed that is down', async () => {
    const s = unique('job')
    const day = new Date(Date.now() - 86_400_000)
    day.setUTCHours(12, 0, 0, 0)
    feeds.put('/job.xml', { status: 503, body: 'busy' })
    const on = await payload.create({ collection: 'news-feeds', data: { name: s, url: feeds.url(`/job.xml?${s}`), publishMode: 'direct' } as never, overrideAccess: true })
    const off = await payload.create({ collection: 'news-feeds', data: { name: `${s} off`, url: feeds.url(`/off.xml?${s}`), enabled: false } as never, overrideAccess: true })

    worker = await startWorker({
      payload,
      connectionString: process.env.DATABASE_URL!,
      log: quiet,
      schedules: false,
      imageCapture: false,
      handlers: { 'news.ingest': createIngestFeedHandler({ allowAddress: (a) => a === '127.0.0.1', timeoutMs: 2000 }), 'news.schedule': scheduleFeeds, 'news.dailyBrief': dailyBriefJob },
    })
    await enqueue('news.ingest', { feedId: on.id as number, trigger: 'manual' }, { singletonKey: newsFeedKey(on.id as number), retryDelay: 1, retryBackoff: false })
    // The first attempt finds the feed down; then it comes back.
    await until('the first attempt', async () => feeds.hits.some((h) => h === '/job.xml'), { timeoutMs: 30_000 })
    // A second sweep while the first run is queued or retrying queues nothing for that feed.
    expect(await enqueue('news.ingest', { feedId: on.id as number, trigger: 'manual' }, { singletonKey: newsFeedKey(on.id as number) })).toBeNull()
    feeds.put('/job.xml', { body: rss([{ title: `${s} robotics startup unveils a home assistant`, link: `https://jobs.example.com/${s}`, pubDate: day }]) })
    await until('the article to be stored', async () => (await pool.query(`SELECT 1 FROM news WHERE feed_source_id = $1`, [on.id])).rowCount === 1, { timeoutMs: 120_000 })
    // The hourly sweep reads it again: nothing new, and the disabled feed is never asked.
    const before = feeds.hits.filter((h) => h === '/job.xml').length
    // While the feed's run is still finishing the sweep queues nothing for it; once done, exactly it.
    const sweep = async () => (await scheduleFeeds({}, { payload, log: quiet, jobId: 'test', attempt: 1 })) as { feeds: number; queued: number }
    await until('the sweep to queue the feed once its run has finished', async () => (await sweep()).queued === 1, { timeoutMs: 30_000 })
    await until('the sweep', async () => feeds.hits.filter((h) => h === '/job.xml').length > before, { timeoutMs: 60_000 })
    expect(feeds.hits.filter((h) => h === '/off.xml')).toHaveLength(0)
    expect(((await payload.findByID({ collection: 'news-feeds', id: off.id, overrideAccess: true })) as any).lastFetch?.at ?? null).toBeNull()

    const dayText = day.toISOString().slice(0, 10)
    await enqueue('news.dailyBrief', { locale: 'zh', day: dayText })
    await until('the brief', async () => (await pool.query(`SELECT 1 FROM news WHERE brief_day = $1`, [dayText])).rowCount === 1, { timeoutMs: 60_000 })
  }, 240_000)
})
