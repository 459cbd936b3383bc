import type { Payload } from 'payload'
import type { Locale } from '../locales'
import { briefText } from './briefText'

export type BriefArticle = { key: string; title: string; summary: string; topic: string | null; mentions: number; publishedAt: string }
export type BriefResult = { outcome: 'written' | 'unchanged' | 'kept' | 'empty'; id?: number; key?: string; articles: number }

const TOP = 5
const PER_SECTION = 10

/** "2026-11-27" for a date, in UTC: the brief's day is the same everywhere. */
export const briefDay = (date: Date) => date.toISOString().slice(0, 10)
export const briefKey = (day: string) => `daily-brief-${day}`

/**
 * The day's brief in one language, as markdown: the top stories (those naming the most catalogue
 * records, then the newest), then product launches, model releases and funding, each story
 * linked to its article (`/news/<key>`: the storefront puts the reader's language in front). Stories already among the top ones are not repeated below.
 */
export function composeBrief(locale: Locale, day: string, articles: BriefArticle[]): { title: string; summary: string; body: string } {
  const words = briefText[locale]
  const link = (a: BriefArticle) => `- [${a.title.replace(/[[\]]/g, '')}](/news/${a.key})${a.summary ? `: ${a.summary.slice(0, 240)}` : ''}`
  const top = [...articles].sort((a, b) => b.mentions - a.mentions || b.publishedAt.localeCompare(a.publishedAt)).slice(0, TOP)
  const shown = new Set(top.map((a) => a.key))
  const sections: string[] = [`## ${words.top}`, ...top.map(link)]
  for (const topic of ['launch', 'model', 'funding'] as const) {
    const list = articles.filter((a) => a.topic === topic && !shown.has(a.key)).slice(0, PER_SECTION)
    if (list.length > 0) sections.push('', `## ${words[topic]}`, ...list.map(link))
  }
  return { title: words.title(day), summary: words.summary(articles.length), body: sections.join('\n') }
}

/**
 * Writes the brief of `day` in `locale` (one brief record per day; each language's job writes its
 * own locale). Reads the day's articles as a visitor would (published only). Re-running writes the
 * same text (nothing changes). With publish "review" the brief waits as a draft, and once an
 * editor has published it the job leaves it alone; with "direct" it goes live itself.
 */
export async function writeDailyBrief(payload: Payload, options: { day: string; locale: Locale; publish: 'review' | 'direct' }): Promise<BriefResult> {
  const { day, locale } = options
  const from = new Date(`${day}T00:00:00.000Z`)
  const to = new Date(from.getTime() + 86_400_000)
  const found = await payload.find({
    collection: 'news',
    locale,
    overrideAccess: false,
    where: { and: [{ kind: { equals: 'article' } }, { publishedAt: { greater_than_equal: from.toISOString() } }, { publishedAt: { less_than: to.toISOString() } }] },
    sort: ['-publishedAt', '-id'],
    limit: 500,
    depth: 0,
    select: { key: true, title: true, summary: true, topic: true, publishedAt: true, relatedProducts: true, relatedModels: true } as never,
  })
  const articles: BriefArticle[] = found.docs.map((d: any) => ({
    key: d.key,
    title: d.title ?? '',
    summary: d.summary ?? '',
    topic: d.topic ?? null,
    mentions: (d.relatedProducts?.length ?? 0) + (d.relatedModels?.length ?? 0),
    publishedAt: d.publishedAt ?? '',
  }))
  if (articles.length === 0) return { outcome: 'empty', articles: 0 }

  const brief = composeBrief(locale, day, articles)
  const key = briefKey(day)
  const existing: any = (await payload.find({ collection: 'news', locale, draft: true, overrideAccess: true, where: { key: { equals: key } }, limit: 1, depth: 0, fallbackLocale: false as never })).docs[0]
  const status = options.publish === 'direct' ? 'published' : 'draft'
  if (!existing) {
    const doc = await payload.create({
      collection: 'news',
      locale,
      overrideAccess: true,
      depth: 0,
      data: { key, kind: 'brief', briefDay: day, _status: status, ...brief, publishedAt: (to.getTime() <= Date.now() ? new Date(to.getTime() - 1000) : new Date()).toISOString(), tags: [] } as never,
    })
    return { outcome: 'written', id: doc.id as number, key, articles: articles.length }
  }
  if (options.publish === 'review' && existing._status === 'published') return { outcome: 'kept', id: existing.id, key, articles: articles.length }
  if (existing.title === brief.title && existing.summary === brief.summary && existing.body === brief.body && existing._status === status) return { outcome: 'unchanged', id: existing.id, key, articles: articles.length }
  await payload.update({ collection: 'news', id: existing.id, locale, overrideAccess: true, depth: 0, data: { ...brief, _status: status } as never })
  return { outcome: 'written', id: existing.id, key, articles: articles.length }
}
