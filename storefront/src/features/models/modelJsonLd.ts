import type { ModelDetail } from './types'

/**
 * schema.org SoftwareApplication of a model: provider as author, the release date, and one Offer per
 * published price (per million tokens, as a UnitPriceSpecification). Prices a record lacks are left out.
 */
export function modelJsonLd(model: ModelDetail, pageUrl: string, priceNames: { input: string; cachedInput: string; output: string }) {
  const { currency } = model.pricing
  const offers = currency
    ? (['input', 'cachedInput', 'output'] as const)
        .filter((k) => model.pricing[k] != null)
        .map((k) => ({
          '@type': 'Offer',
          name: priceNames[k],
          price: model.pricing[k],
          priceCurrency: currency,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: model.pricing[k],
            priceCurrency: currency,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1_000_000, unitText: 'tokens' },
          },
        }))
    : []
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
