import type { Locale } from '@aidir/cms/locales'
import { toCompactCardRows } from '@/features/catalogue/cardRow'
import { badgeWords, cardRows, pathPrefix } from '@/features/catalogue/cardRows'
import { ProductCardItems } from '@/features/catalogue/ProductCardItems'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import { AdImpressions } from '@/features/adDisplay/AdImpressions'
import type { ShownAd } from '@/features/adDisplay/runningAds'
import { SponsoredCard } from '@/features/adDisplay/SponsoredCard'
import { getT } from '@/i18n'
import styles from './ProductGrid.module.css'

/**
 * Product cards of a home section. `strip`: one row that scrolls sideways on a phone instead of
 * stacking, so the house strip at the top does not push the sections below out of the first screen.
 * `ads`: running ads of the section's position, in the first cells, marked sponsored.
 */
export async function ProductGrid({ locale, products, testId, strip = false, ads = [] }: { locale: Locale; products: Card[]; testId?: string; strip?: boolean; ads?: ShownAd[] }) {
  if (products.length === 0 && ads.length === 0) {
    const t = await getT(locale, 'home')
    return <p className={styles.empty}>{t('empty')}</p>
  }
  const words = await badgeWords(locale)
  return (
    <ul className={strip ? `${styles.grid} ${styles.strip}` : styles.grid} data-testid={testId}>
      {ads.map((ad) => (
        <li key={`ad-${ad.campaignId}`}>
          <SponsoredCard ad={ad} locale={locale} />
        </li>
      ))}
      <ProductCardItems rows={toCompactCardRows(await cardRows(locale, products), words)} prefix={pathPrefix(locale)} words={words} />
      {ads.length > 0 ? <AdImpressions ids={ads.map((a) => a.campaignId)} /> : null}
    </ul>
  )
}
