/**
 * A logo as the CMS stores it (a Payload media document, populated), reduced to what a page needs:
 * the file, its intrinsic size, its description and the smaller copies Payload made of it
 * (`imageSizes` of the media collection), so the browser can pick the one that fits.
 */
export type LogoMedia = {
  url: string
  width: number | null
  height: number | null
  alt: string | null
  variants: { url: string; width: number; height: number | null }[]
}

type SizeDoc = { url?: string | null; width?: number | null; height?: number | null; filename?: string | null }

/** A populated media document (or anything else: an id, null) to a LogoMedia, or null. */
export function logoMediaOf(value: unknown): LogoMedia | null {
  if (!value || typeof value !== 'object') return null
  const m = value as SizeDoc & { alt?: string | null; sizes?: Record<string, SizeDoc | null | undefined> | null }
  if (!m.url) return null
  const variants = Object.values(m.sizes ?? {}).flatMap((s) =>
    // Payload lists every configured size, with nulls where the original was smaller than it.
    s?.url && s.filename !== null && typeof s.width === 'number' && s.width > 0 ? [{ url: s.url, width: s.width, height: s.height ?? null }] : [],
  )
  return { url: m.url, width: m.width ?? null, height: m.height ?? null, alt: m.alt ?? null, variants }
}

/** What a Local API read selects of a logo: `populate: { media: logoMediaSelect }`. */
export const logoMediaSelect = { url: true, alt: true, width: true, height: true, sizes: true } as const
