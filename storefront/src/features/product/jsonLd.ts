import { toMajor } from '@aidir/cms/lib'
import type { ProductDetail } from './getProduct'
import { absoluteMediaUrl } from './media'

/*
 * Structured data of a product page (schema.org): the application itself (the FAQ's is faqLd.ts, the
 * breadcrumb trail's BreadcrumbList comes with the shell's <Breadcrumbs>). Only facts the product
 * has are stated: no offers without prices, no rating without votes.
 */

// schema.org wants UN/CEFACT unit codes for a recurring price's billing period.
const periodUnit: Record<string, string> = { month: 'MON', year: 'ANN' }

export function softwareApplicationLd(p: ProductDetail, pageUrl: string) {
  const offers = p.plans
    .flatMap((plan) => (plan.price ? [{ ...plan, price: toMajor(plan.price), currency: plan.price.currency }] : []))
    .map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.price,
      priceCurrency: plan.currency,
      ...(plan.period && periodUnit[plan.period]
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: plan.price,
              priceCurrency: plan.currency,
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: periodUnit[plan.period] },
            },
          }
        : {}),
    }))
  const image = p.logo?.url ?? p.screenshots[0]?.image.url
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    '@id': `${pageUrl}#software`,
    name: p.name,
    description: p.description || p.tagline,
    url: p.url,
    mainEntityOfPage: pageUrl,
    ...(p.category ? { applicationCategory: p.category.name } : {}),
    // Commercial products in the catalogue are web services; open-source ones run wherever they are
    // installed, so no operating system is claimed for them.
    ...(p.type === 'paid' ? { operatingSystem: 'Web' } : {}),
    ...(image ? { image: absoluteMediaUrl(image) } : {}),
    ...(p.company ? { publisher: { '@type': 'Organization', name: p.company } } : {}),
    ...(p.repository ? { sameAs: [p.repository] } : {}),
    ...(p.license ? { license: p.license } : {}),
    ...(p.launchYear ? { datePublished: String(p.launchYear) } : {}),
    ...(p.tags.length > 0 ? { keywords: p.tags.map((t) => t.name).join(', ') } : {}),
    ...(offers.length > 0 ? { offers } : {}),
    ...(p.rating !== null && p.ratingCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, ratingCount: p.ratingCount, bestRating: 5, worstRating: 0 } }
      : {}),
  }
}
