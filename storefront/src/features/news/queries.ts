import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { recordTag } from '@aidir/cms/revalidation'

/** News as the visitor sees it: published only (anonymous access), newest first. */
export const NEWS_PAGE_SIZE = 20
export const BRIEFS_PAGE_SIZE = 10

export type NewsSummary = { id: number; key: string; title: string; summary: string; publishedAt: string | null }
export type Brief = NewsSummary & { body: string }
export type NewsArticle = Brief & {
  updatedAt: string
  source: { name: string | null; url: string | null }
  tags: { key: string; name: string }[]
  relatedProductIds: number[]
  relatedModels: { key: string; name: string }[]
  /** An ingested article left in its original language (no translation service): the language it is in. */
  untranslatedFrom: Locale | null
}

type Kind = 'article' | 'brief'

async function findNews(locale: Locale, kind: Kind, page: number, limit: number, withBody: boolean) {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'news',
    locale,
    overrideAccess: false,
    where: { kind: { equals: kind } },
    sort: ['-publishedAt', '-id'],
    limit,
    page,
    depth: 0,
    select: { key: true, title: true, summary: true, publishedAt: true, ...(withBody ? { body: true } : {}) },
  })
  return {
    page: result.page ?? page,
    totalPages: result.totalPages,
    total: result.totalDocs,
    items: result.docs.map((d: any) => ({
      id: d.id,
      key: d.key,
      title: d.title ?? '',
      summary: d.summary ?? '',
      publishedAt: d.publishedAt ?? null,
      ...(withBody ? { body: d.body ?? '' } : {}),
    })),
  }
}

export const findArticles = cached(
  (locale: Locale, page: number) => findNews(locale, 'article', page, NEWS_PAGE_SIZE, false) as Promise<{ page: number; totalPages: number; total: number; items: NewsSummary[] }>,
  'news:articles',
  ['news'],
)

export const findBriefs = cached(
  (locale: Locale, page: number) => findNews(locale, 'brief', page, BRIEFS_PAGE_SIZE, true) as Promise<{ page: number; totalPages: number; total: number; items: Brief[] }>,
  'news:briefs',
  ['news'],
)

/** One article by key with its tags, source and related records; null when unknown or unpublished. */
export const findArticle = cached(
  async (locale: Locale, key: string): Promise<NewsArticle | null> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'news',
      locale,
      overrideAccess: false,
      where: { key: { equals: key } },
      limit: 1,
      depth: 1,
      select: { key: true, title: true, summary: true, body: true, publishedAt: true, updatedAt: true, source: true, tags: true, relatedProducts: true, relatedModels: true, feed: { language: true, translation: true } } as never,
      populate: { tags: { key: true, name: true }, products: { key: true }, 'ai-models': { key: true, name: true } } as never,
    })
    const d: any = docs[0]
    if (!d) return null
    // Unpublished relations come back as bare ids (access denied at depth 1): keep only populated ones.
    const objects = (list: unknown): any[] => (Array.isArray(list) ? list.filter((x) => x && typeof x === 'object') : [])
    return {
      id: d.id,
      key: d.key,
      title: d.title ?? '',
      summary: d.summary ?? '',
      body: d.body ?? '',
      publishedAt: d.publishedAt ?? null,
      updatedAt: d.updatedAt,
      source: { name: d.source?.name ?? null, url: d.source?.url ?? null },
      tags: objects(d.tags).map((t) => ({ key: t.key, name: t.name })),
      relatedProductIds: objects(d.relatedProducts).map((p) => p.id),
      relatedModels: objects(d.relatedModels).map((m) => ({ key: m.key, name: m.name })),
      untranslatedFrom: d.feed?.translation === 'original' && d.feed.language && d.feed.language !== locale ? d.feed.language : null,
    }
  },
  'news:article',
  (_locale, key) => [recordTag('news', key)],
)
