import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import type { BadgeWords, CardRow } from './cardRow'
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

const badgeWordsByLocale = new Map<Locale, BadgeWords>()

/** The badges' words of one language (cardRow.ts BadgeWords), one object per language, as the card rows word them. */
export async function badgeWords(locale: Locale): Promise<BadgeWords> {
  let words = badgeWordsByLocale.get(locale)
  if (!words) {
    const [t, tp] = await Promise.all([getT(locale), getT(locale, 'product')])
    words = Object.fromEntries(
      [...['free', 'freemium', 'free_trial', 'contact'].map((k) => [k, tp(`pricingModel.${k}`)]), ...(['paid', 'open_source'] as const).map((k) => [k, t(`product.type.${k}`)])],
    ) as BadgeWords
    badgeWordsByLocale.set(locale, words)
  }
  return words
}
