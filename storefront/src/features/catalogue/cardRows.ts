import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import type { CardRow } from './cardRow'
import type { ProductCard } from './productCards'

/** The card rows of some products in one language, badges in words (cardRow.ts). */
export async function cardRows(locale: Locale, cards: ProductCard[]): Promise<CardRow[]> {
  const [t, tp] = await Promise.all([getT(locale), getT(locale, 'product')])
  return cards.map((card) => ({
    key: card.key,
    name: card.name,
    tagline: card.tagline,
    type: card.type,
    ...(card.pricingModel ? { pricing: card.pricingModel } : {}),
    badge: card.type === 'open_source' || !card.pricingModel ? t(`product.type.${card.type}`) : tp(`pricingModel.${card.pricingModel}`),
    ...(card.category ? { category: card.category } : {}),
    ...(card.logo ? { logo: card.logo } : {}),
  }))
}

/** What the page language puts before a site path: '' for the default language, else '/zh' etc. */
export const pathPrefix = (locale: Locale) => localePath(locale, '/').replace(/\/$/, '')
