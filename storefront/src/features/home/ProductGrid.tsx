import type { Locale } from '@aidir/cms/locales'
import { ProductCard } from '@/features/catalogue/ProductCard'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import { getT } from '@/i18n'
import styles from './ProductGrid.module.css'

/**
 * Product cards of a home section. `strip`: one row that scrolls sideways on a phone instead of
 * stacking, so the house strip at the top does not push the sections below out of the first screen.
 */
export async function ProductGrid({ locale, products, testId, strip = false }: { locale: Locale; products: Card[]; testId?: string; strip?: boolean }) {
  if (products.length === 0) {
    const t = await getT(locale, 'home')
    return <p className={styles.empty}>{t('empty')}</p>
  }
  return (
    <ul className={strip ? `${styles.grid} ${styles.strip}` : styles.grid} data-testid={testId}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
