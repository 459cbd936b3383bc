import { detectLanguage } from '../../llm/offline/language'
import { TRACKER_LIMITS } from '../limits'

/**
 * A draft of step 1 from a website's HTML, deterministically: the brand name from og:site_name,
 * else the title's first part, else the host; the description from the meta or og description,
 * else the first paragraphs of the main text; tags from meta keywords, else short headings. The
 * user edits the draft before it is submitted, so it only has to be a good start.
 */
export type PageFacts = { title?: string; metaDescription?: string; ogTitle?: string; ogDescription?: string; ogSiteName?: string; keywords: string[]; h1?: string; headings: string[]; text: string }
export type BrandDraft = { brandName: string; description: string; tags: string[]; language: ReturnType<typeof detectLanguage>; facts: PageFacts }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

const clean = (s: string | undefined) => (s ? decodeEntities(s.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim() : undefined) || undefined

function meta(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\b(?:name|property)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (name?.toLowerCase() !== key) continue
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag)
    return clean(content?.[1] ?? content?.[2])
  }
  return undefined
}

export function pageFacts(html: string): PageFacts {
  const body = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style|noscript|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
  const main = /<main\b[\s\S]*?<\/main>/i.exec(body)?.[0] ?? /<body\b[\s\S]*?<\/body>/i.exec(body)?.[0] ?? body
  const withoutChrome = main.replace(/<(nav|header|footer|aside|form)\b[\s\S]*?<\/\1>/gi, ' ')
  const paragraphs = [...withoutChrome.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => clean(m[1])).filter((p): p is string => Boolean(p && p.length > 20))
  const headings = [...withoutChrome.matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/gi)].map((m) => clean(m[1])).filter((h): h is string => Boolean(h))
  return {
    title: clean(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1]),
    metaDescription: meta(body, 'description'),
    ogTitle: meta(body, 'og:title'),
    ogDescription: meta(body, 'og:description'),
    ogSiteName: meta(body, 'og:site_name'),
    keywords: (meta(body, 'keywords') ?? '').split(/[,，、;；]/).map((k) => k.trim()).filter(Boolean),
    h1: clean(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(withoutChrome)?.[1]),
    headings,
    text: (paragraphs.length ? paragraphs.join('\n') : clean(withoutChrome) ?? '').slice(0, 5000),
  }
}

export function draftBrand(html: string, pageUrl: string): BrandDraft {
  const facts = pageFacts(html)
  const host = new URL(pageUrl).hostname.replace(/^www\./, '')
  const label = host.split('.')[0] ?? host
  const titlePart = (facts.ogTitle ?? facts.title)?.split(/\s+[|\-–—:·]\s+|｜|丨/)[0]?.trim()
  const brandName = cut(facts.ogSiteName ?? (titlePart && titlePart.length <= 40 ? titlePart : undefined) ?? label.charAt(0).toUpperCase() + label.slice(1), TRACKER_LIMITS.brandNameMaxLength)

  let description = facts.metaDescription ?? facts.ogDescription ?? ''
  if (description.length < TRACKER_LIMITS.descriptionMinLength) description = [description, facts.h1, facts.text].filter(Boolean).join(' ').trim()
  description = cut(description, 500)

  const candidates = facts.keywords.length ? facts.keywords : facts.headings.filter((h) => h.length <= 30)
  const seen = new Set<string>([brandName.toLowerCase()])
  const tags = candidates
    .map((t) => cut(t, TRACKER_LIMITS.tagMaxLength))
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, TRACKER_LIMITS.tagsMax)

  return { brandName, description, tags, language: detectLanguage(`${facts.title ?? ''} ${description}`), facts }
}

function cut(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length <= max ? text.trim() : `${chars.slice(0, max - 1).join('').trimEnd()}…`
}
