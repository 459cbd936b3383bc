import { adOccupancy, offeredPackages } from '@aidir/cms/catalogue'
import { formatMoney, moneyOf } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { editionCurrency, type PackageCard } from '@/features/submission/pageData'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { faqAreaOf, type BusinessTab } from './tabs'

/** An ad position as offered on the business page, its price formatted in the edition's currency. */
export type PositionOffer = {
  key: string
  placement: string
  name: string
  description: string
  capacity: number
  durationDays: number
  price: string | null
  running: number
  queued: number
}

export type FaqItem = { question: string; answer: string }

async function loadPositionOffers(locale: Locale, currency: string): Promise<PositionOffer[]> {
  const payload = await getPayload()
  const [{ docs }, occupancy] = await Promise.all([
    payload.find({
      collection: 'ad-positions',
      locale,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      where: { enabled: { not_equals: false } },
      sort: ['id'],
      select: { key: true, placement: true, name: true, description: true, capacity: true, durationDays: true, prices: true },
    }),
    adOccupancy(payload),
  ])
  return docs.map((d) => {
    const price = (d.prices ?? []).map(moneyOf).find((m) => m?.currency === currency && m.amount > 0)
    const taken = occupancy.get(d.id)
    return {
      key: d.key,
      placement: d.placement,
      name: d.name ?? d.key,
      description: d.description ?? '',
      capacity: d.capacity,
      durationDays: d.durationDays ?? 30,
      price: price ? formatMoney(price, locale, { wholeUnits: true }) : null,
      running: taken?.running ?? 0,
      queued: taken?.queued ?? 0,
    }
  })
}

/**
 * Every enabled ad position with how full it is now. Tagged with the campaigns as well, so a
 * campaign change that revalidates them shows at once; otherwise within the 60 s of every read.
 */
export const findPositionOffers = cached(loadPositionOffers, 'business:ad-positions', ['ad-positions', 'ad-campaigns'])

const loadUpdatePackages = async (locale: Locale, currency: string): Promise<PackageCard[]> =>
  (await offeredPackages(await getPayload(), 'update', locale, currency)).map(({ price, key: _key, ...pkg }) => ({ ...pkg, price: formatMoney(price, locale, { wholeUnits: true }) }))

export const findUpdatePackages = cached(loadUpdatePackages, 'business:update-packages', ['ai-services'])

async function loadFaqs(locale: Locale, tab: BusinessTab): Promise<FaqItem[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { area: { equals: faqAreaOf[tab] } },
    sort: ['order', 'id'],
    locale,
    limit: 50,
    depth: 0,
    select: { question: true, answer: true },
    overrideAccess: false,
  })
  // Both are required in the CMS; a language still missing its text is left out, not shown empty.
  return docs.flatMap((d) => (d.question && d.answer ? [{ question: d.question, answer: d.answer }] : []))
}

export const findBusinessFaqs = cached(loadFaqs, 'business:faqs', ['faqs'])

export { editionCurrency }
