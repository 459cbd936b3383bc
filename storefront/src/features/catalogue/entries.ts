import type { Locale } from '@aidir/cms/locales'
import type { Where } from 'payload'
import { cached } from '@/lib/cached'
import type { LogoMedia } from '@/features/logo/media'
import { getPayload } from '@/lib/payload'
import { routes } from '@/lib/routes'

/**
 * A compact card for anything that is not a product (MCP server, model, news article, guide):
 * what the tools tabs, the tag page, the agent page and the home page list.
 */
export type Entry = {
  kind: EntryKind
  key: string
  title: string
  path: string
  summary: string
  byline: string | null
  date: string | null
  official?: boolean
  /** A model's provider's or an MCP server's logo once those collections have one; until then the monogram shows. */
  logo?: LogoMedia | null
}
export type EntryKind = 'mcp' | 'model' | 'news' | 'guide'
export type EntryPage = { total: number; page: number; totalPages: number; items: Entry[] }

/** SPEC §9 text preview: tags stripped, cut at 120 characters. */
function preview(text: unknown): string {
  const plain = String(text ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim()
  return plain.length > 120 ? `${plain.slice(0, 120).trimEnd()}…` : plain
}

const collections = {
  mcp: { slug: 'mcp-servers', sort: ['-createdAt', '-id'], select: { key: true, title: true, name: true, description: true, official: true } },
  model: { slug: 'ai-models', sort: ['-releaseDate', '-id'], select: { key: true, name: true, provider: true, description: true, releaseDate: true } },
  news: { slug: 'news', sort: ['-publishedAt', '-id'], select: { key: true, title: true, summary: true, publishedAt: true, kind: true } },
  guide: { slug: 'guides', sort: ['-publishedAt', '-id'], select: { key: true, title: true, summary: true, publishedAt: true } },
} as const

function toEntry(kind: EntryKind, d: any): Entry {
  switch (kind) {
    case 'mcp':
      return { kind, key: d.key, title: d.title, path: routes.mcpServer(d.key), summary: preview(d.description), byline: d.name ?? null, date: null, official: Boolean(d.official) }
    case 'model':
      return { kind, key: d.key, title: d.name, path: routes.model(d.key), summary: preview(d.description), byline: d.provider ?? null, date: d.releaseDate ?? null }
    case 'news':
      return { kind, key: d.key, title: d.title, path: routes.newsArticle(d.key), summary: preview(d.summary), byline: null, date: d.publishedAt ?? null }
    case 'guide':
      return { kind, key: d.key, title: d.title, path: routes.guide(d.key), summary: preview(d.summary), byline: null, date: d.publishedAt ?? null }
  }
}

/** The newest published entries of one kind (optionally filtered), as an anonymous visitor sees them. */
async function loadEntries(kind: EntryKind, locale: Locale, options: { where?: Where; limit?: number; page?: number } = {}): Promise<EntryPage> {
  const c = collections[kind]
  const payload = await getPayload()
  const result = await payload.find({
    collection: c.slug,
    locale,
    overrideAccess: false,
    depth: 0,
    where: options.where,
    sort: [...c.sort],
    limit: options.limit ?? 12,
    page: options.page ?? 1,
    select: c.select as never,
  })
  return { total: result.totalDocs, page: result.page ?? 1, totalPages: result.totalPages, items: result.docs.map((d) => toEntry(kind, d)) }
}

export const findEntries = cached(loadEntries, 'catalogue:entries', ['mcp-servers', 'ai-models', 'news', 'guides'])
