import { findRunningAds, msUntilFirstEnd, stillRunning, type AdPlacement, type PlacementPosition, type RunningAd } from '@aidir/cms/adStats'
import type { Locale } from '@aidir/cms/locales'
import { unstable_cache } from 'next/cache'
import { findProductCards, type ProductCard } from '@/features/catalogue/productCards'
import { cached, CONTENT_REVALIDATE_SECONDS } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** An ad as a page shows it: the campaign and its product's card in the page's language. */
export type ShownAd = RunningAd & { product: ProductCard }

export type PlacementShow = {
  ads: ShownAd[]
  positions: PlacementPosition[]
  /** The first enabled position of the placement that still has a free slot: the one to offer. */
  freePosition: string | null
}

/** Cache tags of the ads' reads: a campaign starting or ending, a position changed (revalidation/tags.ts). */
export const AD_TAGS = ['ad-campaigns', 'ad-positions']

async function loadPlacement(placement: AdPlacement, locale: Locale): Promise<{ ads: ShownAd[]; positions: PlacementPosition[] }> {
  const payload = await getPayload()
  const read = await findRunningAds(payload, placement)
  if (read.ads.length === 0) return { ads: [], positions: read.positions }
  const ids = read.ads.map((a) => a.productId)
  // As a visitor: a product that is not published is not shown (the cms read checks too).
  const cards = await findProductCards({ locale, where: { id: { in: ids } }, limit: ids.length, count: false })
  const byId = new Map(cards.items.map((c) => [c.id, c]))
  return { ads: read.ads.flatMap((a) => (byId.has(a.productId) ? [{ ...a, product: byId.get(a.productId)! }] : [])), positions: read.positions }
}

const cachedPlacement = cached(loadPlacement, 'ads:running', AD_TAGS)

/**
 * Lowers the page's lifetime to `ms` when that is shorter than the usual 60 s: Next keeps a
 * route no longer than the shortest-lived data cache it read (unstable_cache's `revalidate`), so
 * a page stops being served fresh when its first ad ends even if no revalidation arrives.
 */
async function keepPageAtMost(ms: number): Promise<void> {
  if (!process.env.NEXT_RUNTIME || !(ms < CONTENT_REVALIDATE_SECONDS * 1000)) return
  const seconds = Math.max(1, Math.floor(ms / 1000))
  await unstable_cache(async () => seconds, ['ads:page-lifetime', String(seconds)], { revalidate: seconds })()
}

/**
 * The ads running now in a placement, for a page. The read is cached with the `ad-campaigns` and
 * `ad-positions` tags, and filtered again by the clock here, so an entry older than an ad's end
 * never shows it; the page itself expires no later than its first ad's end.
 */
export async function findShownAds(placement: AdPlacement, locale: Locale, now: number = Date.now()): Promise<PlacementShow> {
  const read = await cachedPlacement(placement, locale)
  const ads = stillRunning(read.ads, now)
  await keepPageAtMost(msUntilFirstEnd(ads, now))
  const runningIn = new Map<string, number>()
  for (const a of ads) runningIn.set(a.positionKey, (runningIn.get(a.positionKey) ?? 0) + 1)
  const free = read.positions.find((p) => (runningIn.get(p.key) ?? 0) < p.capacity)
  return { ads, positions: read.positions, freePosition: free?.key ?? null }
}
