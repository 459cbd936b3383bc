import { toMajor, tokenPriceScale } from '@aidir/cms/lib'
import type { ModelDetail } from './types'

/**
 * schema.org SoftwareApplication of a model: provider as author, the release date, and one Offer per
 * published price (per million tokens, as a UnitPriceSpecification). Prices a record lacks are left out.
 */
export function modelJsonLd(model: ModelDetail, pageUrl: string, priceNames: { input: string; cachedInput: string; output: string }) {
  const offers = (['input', 'cachedInput', 'output'] as const).flatMap((k) => {
    const money = model.pricing[k]
    if (!money) return []
    const price = toMajor(money, tokenPriceScale)
    return [{
      '@type': 'Offer',
      name: priceNames[k],
      price,
      priceCurrency: money.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: money.currency,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1_000_000, unitText: 'tokens' },
      },
    }]
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: model.name,
    description: model.description,
    url: pageUrl,
    applicationCategory: 'AI model',
    author: { '@type': 'Organization', name: model.provider },
    ...(model.url ? { sameAs: model.url } : {}),
    ...(model.releaseDate ? { datePublished: model.releaseDate.slice(0, 10) } : {}),
    ...(model.license ? { license: model.license } : {}),
    ...(offers.length ? { offers } : {}),
  }
}
