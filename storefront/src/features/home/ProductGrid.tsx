import type { Locale } from '@aidir/cms/locales'
import type React from 'react'
import { ProductCard } from '@/features/catalogue/ProductCard'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import { getT } from '@/i18n'
import styles from './ProductGrid.module.css'

/** Product cards of a home section, with an optional extra cell (an ad slot) at the end. */
export async function ProductGrid({ locale, products, extra, testId }: { locale: Locale; products: Card[]; extra?: React.ReactNode; testId?: string }) {
  if (products.length === 0 && !extra) {
    const t = await getT(locale, 'home')
    return <p className={styles.empty}>{t('empty')}</p>
  }
  return (
    <ul className={styles.grid} data-testid={testId}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} locale={locale} />
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ul>
  )
}
