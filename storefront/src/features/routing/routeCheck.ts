import { localeMeta } from '@aidir/cms/locales'
import { notFoundPathFor, splitLocalePrefix } from './localeRouting'
import type { RouteVerdict } from './ruleMatch'

/**
 * The client side of the route-rule check (SPEC §5, §7, §8): ask /api/route/rule about the full
 * URL before navigating. Any failure (network, timeout, non-zero code, odd answer) is logged and
 * yields undefined: the navigation then goes ahead.
 */
export const ROUTE_CHECK_TIMEOUT_MS = 3_000

export async function checkRoute(url: URL, variant: 1 | 2, fetcher: typeof fetch = fetch): Promise<RouteVerdict | undefined> {
  const locale = splitLocalePrefix(url.pathname).locale
  const query = new URLSearchParams({ useWebsite: String(variant), route: url.href, t: String(Date.now()) })
  if (locale) query.set('langType', localeMeta[locale].apiKey)
  try {
    const response = await fetcher(`/api/route/rule?${query}`, { cache: 'no-store', signal: AbortSignal.timeout(ROUTE_CHECK_TIMEOUT_MS) })
    const body = (await response.json()) as { code?: unknown; data?: { checkResult?: unknown; jumpUrl?: unknown } }
    if (body.code !== 0 || typeof body.data?.checkResult !== 'boolean') throw new Error(`unexpected answer (HTTP ${response.status})`)
    return { checkResult: body.data.checkResult, jumpUrl: typeof body.data.jumpUrl === 'string' ? body.data.jumpUrl : '' }
  } catch (error) {
    console.warn(`route check failed for ${url.pathname}, navigating anyway:`, error)
    return undefined
  }
}

/**
 * Where a refused navigation goes: the jump URL, else /404 or /{lang}/404. A URL on another origin
 * needs a full page load; a site path is a client navigation (history replaced in both cases).
 */
export function blockedTarget(verdict: RouteVerdict, url: URL, origin: string): { href: string; fullLoad: boolean } {
  if (!verdict.jumpUrl) return { href: notFoundPathFor(url.pathname), fullLoad: false }
  const jump = new URL(verdict.jumpUrl, origin)
  if (jump.origin !== origin) return { href: jump.href, fullLoad: true }
  return { href: `${jump.pathname}${jump.search}${jump.hash}`, fullLoad: false }
}

export { isAppPage, isSamePage } from './appPage'
