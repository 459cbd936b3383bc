import { enqueue, newsFeedKey } from '@aidir/cms'
import type { Handler } from '../types'

/** news.schedule (hourly): one ingestion per enabled feed; a feed still queued or running is not queued twice. */
export const scheduleFeeds: Handler<'news.schedule'> = async (_data, { payload }) => {
  const feeds = await payload.find({ collection: 'news-feeds', where: { enabled: { equals: true } }, pagination: false, depth: 0, select: { name: true }, overrideAccess: true })
  let queued = 0
  for (const feed of feeds.docs) if (await enqueue('news.ingest', { feedId: feed.id as number, trigger: 'schedule' }, { singletonKey: newsFeedKey(feed.id as number) })) queued++
  return { feeds: feeds.docs.length, queued }
}
