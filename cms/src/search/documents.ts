import type { Locale } from '../locales'
import { productFacetTerms } from './facets'
import { documentTerms, normalize } from './segment'
import { toTsvectorLiteral } from './tsvector'

export const searchEntities = ['products', 'ai-models', 'mcp-servers', 'news', 'guides'] as const
export type SearchEntity = (typeof searchEntities)[number]

/** One row of search_documents: what a record looks like to search, in one language. */
export type SearchRow = {
  entity: SearchEntity
  entityId: number
  locale: Locale
  key: string
  title: string
  summary: string
  nameLc: string
  tsv: string
  popularity: number
  publishedAt: string | null
}

/** The fields each kind needs to build its search rows (reading less makes a rebuild fast). */
export const searchSelect: Record<SearchEntity, Record<string, unknown>> = {
  products: { key: true, name: true, company: true, tagline: true, description: true, features: { title: true }, tags: true, category: true, pricingModel: true, type: true, traffic: { monthlyVisits: true }, publishedAt: true, createdAt: true },
  'ai-models': { key: true, name: true, provider: true, description: true, tags: true, releaseDate: true },
  'mcp-servers': { key: true, title: true, name: true, description: true, tools: { name: true }, tags: true, category: true, stars: true, createdAt: true },
  news: { key: true, title: true, summary: true, body: true, tags: true, publishedAt: true },
  guides: { key: true, title: true, summary: true, body: true, tags: true, publishedAt: true },
}

type Named = { name?: unknown } | number | string | null | undefined
const names = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((t: Named) => (t && typeof t === 'object' && typeof t.name === 'string' ? t.name : '')).filter(Boolean)
    : []
const nameOf = (v: unknown): string => names([v])[0] ?? ''
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const texts = (list: unknown, field: string): string[] =>
  Array.isArray(list) ? list.map((item) => str((item as Record<string, unknown>)?.[field])) : []

type Parts = { title: string; summary: string; a: string[]; b: string[]; c: string[]; popularity: number; publishedAt?: unknown; facets?: string[] }

/** What counts as name (A), tags and category (B) and body (C) for each kind of record. */
function partsOf(entity: SearchEntity, doc: Record<string, any>): Parts {
  switch (entity) {
    case 'products':
      return {
        title: str(doc.name),
        summary: str(doc.tagline),
        a: [str(doc.name), str(doc.key).replace(/-/g, ' ')],
        b: [...names(doc.tags), nameOf(doc.category), str(doc.company)],
        c: [str(doc.tagline), str(doc.description), ...texts(doc.features, 'title')],
        popularity: popularityOf(doc.traffic?.monthlyVisits),
        publishedAt: doc.publishedAt ?? doc.createdAt,
        facets: productFacetTerms(doc),
      }
    case 'ai-models':
      return {
        title: str(doc.name),
        summary: str(doc.description).slice(0, 200),
        a: [str(doc.name), str(doc.key).replace(/-/g, ' ')],
        b: [str(doc.provider), ...names(doc.tags)],
        c: [str(doc.description)],
        popularity: 0.5,
        publishedAt: doc.releaseDate,
      }
    case 'mcp-servers':
      return {
        title: str(doc.title),
        summary: str(doc.description).slice(0, 200),
        a: [str(doc.title), str(doc.name).replace(/[./_-]/g, ' ')],
        b: [...names(doc.tags), nameOf(doc.category)],
        c: [str(doc.description), ...texts(doc.tools, 'name').map((n) => n.replace(/_/g, ' '))],
        popularity: popularityOf(doc.stars),
        publishedAt: doc.createdAt,
      }
    case 'news':
    case 'guides':
      return {
        title: str(doc.title),
        summary: str(doc.summary),
        a: [str(doc.title)],
        b: names(doc.tags),
        c: [str(doc.summary), str(doc.body).slice(0, 4000)],
        popularity: 0.2,
        publishedAt: doc.publishedAt,
      }
  }
}

/** A gentle boost for well-known items: 0 for nothing, about 1 for a hundred million visits. */
function popularityOf(n: unknown): number {
  return typeof n === 'number' && n > 0 ? Math.min(1, Math.log10(1 + n) / 8) : 0
}

export function buildSearchRow(entity: SearchEntity, doc: Record<string, any>, locale: Locale): SearchRow {
  const p = partsOf(entity, doc)
  const terms = (list: string[]) => list.filter(Boolean).flatMap((t) => documentTerms(t, locale))
  const published = p.publishedAt ? new Date(p.publishedAt as string) : null
  return {
    entity,
    entityId: Number(doc.id),
    locale,
    key: str(doc.key),
    title: p.title,
    summary: p.summary,
    nameLc: normalize(p.title),
    tsv: toTsvectorLiteral([
      { weight: 'A', terms: terms(p.a) },
      { weight: 'B', terms: terms(p.b) },
      { weight: 'C', terms: terms(p.c) },
    ], p.facets),
    popularity: p.popularity,
    publishedAt: published && !Number.isNaN(published.getTime()) ? published.toISOString() : null,
  }
}
