import type { Payload } from 'payload'
import type { Locale } from '../locales'
import { type Money, moneyOf } from '../lib/money'
import type { ServicePackage } from '../payload-types'

/** A package as the order pages offer it: localized texts and the price in one currency. */
export type OfferedPackage = {
  id: number
  key: string
  name: string
  description: string
  benefits: string[]
  durationDays: number | null
  highlighted: boolean
  price: Money
}

/**
 * The enabled packages of a kind (the submission page's step 1), in editorial order, each priced
 * in `currency` — the edition's, the one createSubmissionOrder charges. A package without a price
 * in that currency is not offered: the order would be refused. Read as a visitor.
 */
export async function offeredPackages(payload: Payload, kind: ServicePackage['kind'], locale: Locale, currency: string): Promise<OfferedPackage[]> {
  const { docs } = await payload.find({
    collection: 'service-packages',
    where: { and: [{ kind: { equals: kind } }, { enabled: { not_equals: false } }] },
    sort: ['order', 'id'],
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const offered: OfferedPackage[] = []
  for (const pkg of docs as ServicePackage[]) {
    const price = (pkg.prices ?? []).map(moneyOf).find((m) => m?.currency === currency && m.amount > 0)
    if (!price) continue
    offered.push({
      id: pkg.id,
      key: pkg.key,
      name: pkg.name ?? pkg.key,
      description: pkg.description ?? '',
      benefits: (pkg.benefits ?? []).map((b) => b.text ?? '').filter(Boolean),
      durationDays: pkg.durationDays ?? null,
      highlighted: pkg.highlighted === true,
      price,
    })
  }
  return offered
}
