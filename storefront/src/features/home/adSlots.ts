import { adOccupancy } from '@aidir/cms/catalogue'
import type { Locale } from '@aidir/cms/locales'
import { moneyOf, type Money } from '@aidir/cms/lib'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

export type AdSlot = {
  key: string
  placement: 'home_banner' | 'home_recommended'
  name: string
  description: string
  capacity: number
  durationDays: number
  /** Money as stored (integer minor units), formatted by formatMoney. */
  prices: Money[]
  /** Campaigns showing now and waiting, the same read as the business page's advertise tab. */
  running: number
  queued: number
}

/**
 * The home page's ad positions from the CMS with their occupancy. Each position is shown as
 * an offer to advertise there (name, capacity, price, how full), never as a made-up advertisement.
 */
async function loadHomeAdSlots(locale: Locale): Promise<AdSlot[]> {
  const payload = await getPayload()
  const [{ docs }, occupancy] = await Promise.all([
    payload.find({
      collection: 'ad-positions',
      locale,
      overrideAccess: false,
      depth: 0,
      limit: 20,
      where: { and: [{ placement: { in: ['home_banner', 'home_recommended'] } }, { enabled: { not_equals: false } }] },
      sort: ['id'],
      select: { key: true, placement: true, name: true, description: true, capacity: true, durationDays: true, prices: true },
    }),
    adOccupancy(payload),
  ])
  return docs.map((d: any) => ({
    key: d.key,
    placement: d.placement,
    name: d.name,
    description: d.description ?? '',
    capacity: d.capacity,
    durationDays: d.durationDays ?? 30,
    prices: (d.prices ?? []).flatMap((p: unknown) => moneyOf(p) ?? []),
    running: occupancy.get(d.id)?.running ?? 0,
    queued: occupancy.get(d.id)?.queued ?? 0,
  }))
}

export const findHomeAdSlots = cached(loadHomeAdSlots, 'home:ad-slots', ['ad-positions', 'ad-campaigns'])
