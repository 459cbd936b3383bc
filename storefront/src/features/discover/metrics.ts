import type { Locale } from '@aidir/cms/locales'
import { getPayload } from '@/lib/payload'
import type { DiscoverSort } from './query'

/** The value a result was sorted by, so the visitor sees why it is where it is. */
export type SortValue = { kind: 'number'; value: number } | { kind: 'date'; value: string }

type MetricDoc = {
  id: number
  rating?: number | null
  downloads?: number | null
  createdAt?: string | null
  publishedAt?: string | null
  traffic?: { monthlyVisits?: number | null } | null
  counters?: { views?: number | null; likes?: number | null } | null
}

function valueOf(doc: MetricDoc, sort: Exclude<DiscoverSort, 'relevance'>): SortValue | null {
  const n = (v: number | null | undefined): SortValue | null => (typeof v === 'number' ? { kind: 'number', value: v } : null)
  const d = (v: string | null | undefined): SortValue | null => (v ? { kind: 'date', value: v } : null)
  switch (sort) {
    case 'rating': return n(doc.rating)
    case 'downloads': return n(doc.downloads)
    case 'time': return d(doc.createdAt)
    case 'latest': return d(doc.publishedAt)
    case 'popular': return n(doc.traffic?.monthlyVisits)
    case 'views': return n(doc.counters?.views)
    case 'likes': return n(doc.counters?.likes)
  }
}

/** The sorted-by values of the products on one page (none for relevance, which has no value to show). */
export async function findSortValues(locale: Locale, ids: number[], sort: DiscoverSort): Promise<Map<number, SortValue | null>> {
  if (sort === 'relevance' || ids.length === 0) return new Map()
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    locale,
    depth: 0,
    limit: ids.length,
    overrideAccess: false,
    select: { rating: true, downloads: true, createdAt: true, publishedAt: true, traffic: { monthlyVisits: true }, counters: { views: true, likes: true } } as never,
  })
  return new Map((found.docs as unknown as MetricDoc[]).map((doc) => [doc.id, valueOf(doc, sort)]))
}
