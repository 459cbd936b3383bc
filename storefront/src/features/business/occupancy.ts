import type { TFunction } from 'i18next'

/** How full an ad position is: campaigns shown now and paid ones waiting (cms `adOccupancy`), against its capacity. */
export type PositionOccupancy = { running: number; queued: number; capacity: number }

export const isFull = (o: PositionOccupancy) => o.running >= o.capacity

/**
 * The one wording of a position's occupancy wherever it is offered (the business page's advertise
 * tab, the home page's advertise links): "1 of 2 running · 1 slot free", "Full · queue of 4".
 * `t` is the business namespace's (getT(locale, 'business')).
 */
export function occupancyText(t: TFunction, o: PositionOccupancy): string {
  const parts = [t('advertise.running', { running: o.running, capacity: o.capacity })]
  if (isFull(o)) parts.push(`${t('advertise.full')} · ${o.queued ? t('advertise.queue', { count: o.queued }) : t('advertise.noQueue')}`)
  else {
    parts.push(t('advertise.free', { count: o.capacity - o.running }))
    if (o.queued) parts.push(t('advertise.queue', { count: o.queued }))
  }
  return parts.join(' · ')
}
