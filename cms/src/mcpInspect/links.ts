/**
 * A URL a remote server advertises (a resource, a resource link, an icon) may open in the
 * visitor's browser only when it is http(s): `javascript:`, `data:` and the rest stay text.
 */
export function openableUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}
