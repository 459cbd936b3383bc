import { env } from '@aidir/cms'
import { ingestFeed, newsTranslatorFrom, type IngestOptions } from '@aidir/cms/news'
import { platformClients } from '../geo/platformClients'
import type { Handler } from '../types'

/**
 * news.ingest: one feed's new articles (cms/src/news/ingestFeed.ts). A feed that cannot be read for
 * good (private address, not a feed, too large) is recorded on the feed and completes; a feed that
 * is down is retried. Published articles queue their search-index and revalidation jobs as they are
 * stored (news/writeArticles.ts).
 */
export const createIngestFeedHandler =
  (overrides: Partial<IngestOptions> = {}): Handler<'news.ingest'> =>
  async (data, { payload, log, jobId }) => {
    const settings = env()
    const result = await ingestFeed(payload, data.feedId, {
      maxBytes: settings.NEWS_FEED_MAX_BYTES,
      maxItems: settings.NEWS_FEED_MAX_ITEMS,
      timeoutMs: settings.NEWS_FEED_TIMEOUT_MS,
      translator: newsTranslatorFrom(settings.NEWS_LLM_PLATFORM, () => platformClients(payload)),
      ...overrides,
    })
    if (result.outcome === 'failed') log.warn({ feedId: data.feedId, error: result.error, jobId }, 'news feed could not be read')
    const { addedIds: _ids, ...summary } = result
    return summary
  }

export const ingestFeedJob = createIngestFeedHandler()
