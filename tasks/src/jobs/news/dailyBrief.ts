import { enqueue, env } from '@aidir/cms'
import { briefDay, writeDailyBrief } from '@aidir/cms/news'
import type { Handler } from '../types'

/** news.dailyBrief: one language's brief of a day, yesterday (UTC) unless the job names the day. */
export const dailyBriefJob: Handler<'news.dailyBrief'> = async (data, { payload }) => {
  const day = data.day ?? briefDay(new Date(Date.now() - 86_400_000))
  const result = await writeDailyBrief(payload, { day, locale: data.locale, publish: env().NEWS_BRIEF_PUBLISH })
  if (result.outcome === 'written') await enqueue('storefront.revalidate', { collection: 'news', tags: ['news'] })
  return { day, locale: data.locale, ...result }
}
