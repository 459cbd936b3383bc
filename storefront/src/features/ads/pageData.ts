import { offeredPositions } from '@aidir/cms/ads'
import { formatMoney } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { getPayload } from '@/lib/payload'

/** A position card's data, price and expected start already formatted on the server. */
export type PositionCard = {
  key: string
  name: string
  description: string
  price: string
  durationDays: number
  /** Support approves each paid ad before it starts. */
  requiresReview: boolean
  capacity: number
  running: number
  queueLength: number
  free: boolean
  queuePlace: number
  /** The expected start day in the page's language (UTC day). */
  expectedStart: string
}

/**
 * The positions on sale with their queue quote, read per request (the page shows the queue as it
 * is; the order is charged from the server whatever this says).
 */
export async function positionCards(locale: Locale): Promise<PositionCard[]> {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  return (await offeredPositions(await getPayload(), locale))
    .filter((p) => p.price)
    .map((p) => ({
      key: p.key,
      name: p.name ?? p.key,
      description: p.description ?? '',
      price: formatMoney(p.price!, locale, { wholeUnits: true }),
      durationDays: p.durationDays,
      requiresReview: p.requiresReview,
      capacity: p.capacity,
      running: p.running,
      queueLength: p.queueLength,
      free: p.free,
      queuePlace: p.queuePlace,
      expectedStart: day.format(new Date(p.expectedStart)),
    }))
}
