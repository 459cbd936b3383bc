import { parseFeed } from 'feedsmith'

/** One entry of an RSS, Atom, RDF or JSON feed, reduced to what ingestion uses. */
export type FeedItem = { url: string; title: string; summary: string; publishedAt: Date | null }

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FeedFormatError'
  }
}

// feedsmith gives Atom text constructs as { value }, RSS text as strings.
const text = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'value' in value) return text((value as { value: unknown }).value)
  return ''
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Feed summaries are HTML; the site shows plain text. */
export function plainText(html: string, max = 1000): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

const date = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

function atomLink(links: unknown): string {
  if (!Array.isArray(links)) return ''
  const alternate = links.find((l) => l && (!l.rel || l.rel === 'alternate') && typeof l.href === 'string')
  return alternate?.href ?? ''
}

/**
 * The entries of a feed document, newest first as the feed lists them, at most `maxItems` (a feed
 * of thousands of entries is cut, not refused). Throws FeedFormatError for a document that is not
 * a feed or whose XML is broken; entries without a link or a title are left out.
 */
export function parseFeedItems(document: string, maxItems: number): { items: FeedItem[]; total: number } {
  let parsed: ReturnType<typeof parseFeed>
  try {
    parsed = parseFeed(document)
  } catch (err) {
    throw new FeedFormatError(`not a readable feed: ${(err as Error).message}`)
  }
  const raw: any[] =
    parsed.format === 'atom' ? ((parsed.feed as any).entries ?? []) : parsed.format === 'json' ? ((parsed.feed as any).items ?? []) : ((parsed.feed as any).items ?? [])
  const items: FeedItem[] = []
  for (const entry of raw) {
    if (items.length >= maxItems) break
    const url =
      parsed.format === 'atom' ? atomLink(entry.links) || (typeof entry.id === 'string' && /^https?:/.test(entry.id) ? entry.id : '')
      : parsed.format === 'json' ? (entry.url ?? entry.external_url ?? '')
      : (entry.link ?? (entry.guid?.isPermaLink !== false && /^https?:/.test(text(entry.guid)) ? text(entry.guid) : ''))
    const title = plainText(text(entry.title), 300)
    if (!url || !title) continue
    const summary = plainText(
      parsed.format === 'atom' ? text(entry.summary) || text(entry.content) : parsed.format === 'json' ? (entry.summary ?? entry.content_text ?? entry.content_html ?? '') : text(entry.description) || text(entry.content?.encoded),
    )
    const publishedAt =
      parsed.format === 'atom' ? date(entry.published) ?? date(entry.updated) : parsed.format === 'json' ? date(entry.date_published) : date(entry.pubDate) ?? date(entry.dc?.date ?? entry.dc?.dates?.[0])
    items.push({ url: String(url).trim(), title, summary, publishedAt })
  }
  return { items, total: raw.length }
}
