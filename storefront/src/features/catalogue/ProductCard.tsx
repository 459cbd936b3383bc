import type { Locale } from '@aidir/cms/locales'
import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ProductCard as Card } from './productCards'
import styles from './ProductCard.module.css'

/** A product in a grid: name (links to its detail page), category, paid / open source, tagline. */
export async function ProductCard({ product, locale, headingLevel = 3 }: { product: Card; locale: Locale; headingLevel?: 2 | 3 | 4 }) {
  const t = await getT(locale)
  const Heading = `h${headingLevel}` as 'h3'
  return (
    <article className={styles.card} data-product={product.key}>
      <Heading className={styles.name}>
        <a href={localePath(locale, routes.product(product.key))}>{product.name}</a>
      </Heading>
      <p className={styles.meta}>
        {product.category ? <a href={localePath(locale, routes.category(product.category.key))}>{product.category.name}</a> : null}
        <span className={styles.badge} data-testid="type-badge">{t(`product.type.${product.type}`)}</span>
        <span className={styles.favorite}>
          <FavoriteButton type="product" id={product.key} name={product.name} />
        </span>
      </p>
      <p className={styles.tagline}>{product.tagline}</p>
    </article>
  )
}
