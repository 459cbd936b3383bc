import { Parser } from 'htmlparser2'
import { z } from 'zod'

/**
 * The icons a site declares for itself, best first. Sources: the web app manifest's icons,
 * apple-touch-icon, `<link rel="icon">`, `og:image`, and `/favicon.ico`, which browsers ask for
 * when nothing is declared. A large square icon makes the best logo, so every declared icon of at
 * least `LARGE` pixels (or scalable, SVG / "any") comes first, largest first, the manifest before
 * apple-touch-icon before link icons on equal size; then `og:image` (a social picture, often a
 * wide banner, so only above small icons); then the small icons, then the favicon.
 */
export type IconSource = 'manifest' | 'apple-touch-icon' | 'icon' | 'og:image' | 'favicon'
export type IconCandidate = { url: string; source: IconSource; size: number; type?: string }
export type PageIcons = { manifestUrl?: string; candidates: IconCandidate[] }

export const LARGE = 64
/** What "any" (scalable) counts as when sorting: above every raster size a site declares. */
const SCALABLE = 4096
const sourceRank: Record<IconSource, number> = { manifest: 0, 'apple-touch-icon': 1, icon: 2, 'og:image': 3, favicon: 4 }

/** The largest square side in a `sizes` value ("16x16 32x32", "any"); 0 when unknown. */
export function declaredSize(sizes: string | undefined, type?: string, url?: string): number {
  if (type === 'image/svg+xml' || (url && /\.svgz?(\?|#|$)/i.test(url))) return SCALABLE
  if (!sizes) return 0
  let best = 0
  for (const token of sizes.trim().toLowerCase().split(/\s+/)) {
    if (token === 'any') return SCALABLE
    const m = /^(\d+)x(\d+)$/.exec(token)
    if (m) best = Math.max(best, Math.min(Number(m[1]), Number(m[2])))
  }
  return best
}

function absolute(href: string | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined
  try {
    const url = new URL(href.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** Reads the `<link>`, `<meta>` and `<base>` tags of a page. */
export function iconsInHtml(html: string, pageUrl: string): PageIcons {
  let base = pageUrl
  let manifestUrl: string | undefined
  const found: IconCandidate[] = []
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'base' && attrs.href) base = absolute(attrs.href, pageUrl) ?? base
        if (name === 'link') {
          const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/)
          const url = absolute(attrs.href, base)
          if (!url) return
          if (rels.includes('manifest')) manifestUrl ??= url
          // mask-icon is a one-colour silhouette for Safari's pinned tabs, not a logo.
          else if (rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed')) found.push({ url, source: 'apple-touch-icon', size: declaredSize(attrs.sizes, attrs.type, url) || 180, type: attrs.type })
          else if (rels.includes('icon')) found.push({ url, source: 'icon', size: declaredSize(attrs.sizes, attrs.type, url), type: attrs.type })
        }
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').toLowerCase()
          const url = absolute(attrs.content, base)
          if (url && (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url')) found.push({ url, source: 'og:image', size: 0 })
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  )
  parser.end(html)
  return { manifestUrl, candidates: found }
}

const manifestSchema = z.object({
  icons: z
    .array(z.object({ src: z.string().min(1), sizes: z.string().optional(), type: z.string().optional(), purpose: z.string().optional() }).loose())
    .catch([])
    .optional(),
}).loose()

/** The manifest's icons (monochrome ones left out: a silhouette, not the logo). */
export function iconsInManifest(json: string, manifestUrl: string): IconCandidate[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return []
  }
  const manifest = manifestSchema.safeParse(parsed)
  if (!manifest.success) return []
  const icons: IconCandidate[] = []
  for (const icon of manifest.data.icons ?? []) {
    const purposes = (icon.purpose ?? 'any').toLowerCase().split(/\s+/)
    if (!purposes.includes('any') && !purposes.includes('maskable')) continue
    const url = absolute(icon.src, manifestUrl)
    if (url) icons.push({ url, source: 'manifest', size: declaredSize(icon.sizes, icon.type, url), type: icon.type })
  }
  return icons
}

/** Every candidate once, best first (see the top of this file), ending with `/favicon.ico`. */
export function rankIcons(candidates: IconCandidate[], pageUrl: string): IconCandidate[] {
  const tier = (c: IconCandidate) => (c.source === 'og:image' ? 1 : c.source === 'favicon' ? 3 : c.size >= LARGE ? 0 : 2)
  const all = [...candidates, { url: new URL('/favicon.ico', pageUrl).toString(), source: 'favicon' as const, size: 0 }]
  const seen = new Set<string>()
  return all
    .map((c, order) => ({ c, order }))
    .sort((a, b) => tier(a.c) - tier(b.c) || b.c.size - a.c.size || sourceRank[a.c.source] - sourceRank[b.c.source] || a.order - b.order)
    .map(({ c }) => c)
    .filter((c) => (seen.has(c.url) ? false : (seen.add(c.url), true)))
}
