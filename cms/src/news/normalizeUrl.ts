/**
 * The key an article is known by across feeds: the same story linked with tracking parameters,
 * another scheme, a `www.` host, a trailing slash or a fragment is one story. Returns null for
 * anything that is not an absolute http(s) URL (such an item cannot be linked to, so it is skipped).
 */
const TRACKING = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|ref|ref_src|spm|from|share_source|cmpid|ncid|_hsenc|_hsmi)$/i

export function normalizeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '')
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : ''
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING.test(name)).sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : ''
  let path = url.pathname.replace(/\/{2,}/g, '/')
  path = path.replace(/\/(index\.(html?|php))?$/i, '') || ''
  return `${host}${port}${path}${query}`.slice(0, 1000)
}
