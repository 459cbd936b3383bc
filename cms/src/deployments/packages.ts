import type { ServicePackage } from '../payload-types'

/** The price of a package in the edition's currency (CNY in China, USD elsewhere); null when it is free. */
export function packagePrice(pkg: Pick<ServicePackage, 'prices'>, edition: 'intl' | 'cn'): { amount: number; currency: string } | null {
  const currency = edition === 'cn' ? 'CNY' : 'USD'
  const price = (pkg.prices ?? []).find((p) => p.currency === currency) ?? (pkg.prices ?? [])[0]
  return price && price.amount > 0 ? { amount: price.amount, currency: price.currency } : null
}
