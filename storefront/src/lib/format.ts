/**
 * Number and text formatters with the constants of SPEC §9. Pure and locale-independent so server
 * and client render the same string (no hydration mismatch).
 */

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** Visits, downloads, likes: 1.2K, 3.4M; below a thousand the number itself. */
export function formatCompact(value: number | null | undefined): string {
  const n = finite(value)
  const abs = Math.abs(n)
  if (abs >= 1e6) return `${(n / 1e6).toFixed(1)}M`
  if (abs >= 1e3) return `${(n / 1e3).toFixed(1)}K`
  return String(n)
}

/** The second style (SPEC §9): raw below 10,000, then 12.35k, 1.23m. */
export function formatCompactPrecise(value: number | null | undefined): string {
  const n = finite(value)
  const abs = Math.abs(n)
  if (abs < 1e4) return String(n)
  if (abs < 1e6) return `${(n / 1e3).toFixed(2)}k`
  return `${(n / 1e6).toFixed(2)}m`
}

/** A ratio as a percentage: 0.1234 → "12.34%". */
export function formatPercent(ratio: number | null | undefined): string {
  return `${(finite(ratio) * 100).toFixed(2)}%`
}

export const TEXT_PREVIEW_LENGTH = 120

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/**
 * Plain-text preview of HTML or Markdown-rendered text: tags stripped, whitespace collapsed, cut at
 * 120 characters (an ellipsis marks the cut). Counts code points so a CJK or emoji text is not split
 * inside a character.
 */
export function textPreview(html: string | null | undefined, max = TEXT_PREVIEW_LENGTH): string {
  const text = (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text
}

export const BADGE_MAX = 99

/** A count on a badge: above the maximum it shows "99+". */
export function badgeText(count: number, max = BADGE_MAX): string {
  const n = Math.max(0, Math.floor(finite(count)))
  return n > max ? `${max}+` : String(n)
}
