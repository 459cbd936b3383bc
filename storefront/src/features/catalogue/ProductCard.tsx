import type { Locale } from '@aidir/cms/locales'
import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ProductCard as Card } from './productCards'
import styles from './ProductCard.module.css'

/**
 * A product in a grid, laid out around its logo as visitors know it from the big directories: logo,
 * name (links to its detail page) and the save heart on top; its category and one pricing badge
 * under the name (open source, else the pricing model: free, freemium, free trial, paid, contact);
 * then the tagline.
 */
export async function ProductCard({ product, locale, headingLevel = 3 }: { product: Card; locale: Locale; headingLevel?: 2 | 3 | 4 }) {
  const [t, tp] = await Promise.all([getT(locale), getT(locale, 'product')])
  const Heading = `h${headingLevel}` as 'h3'
  const badge = product.type === 'open_source' || !product.pricingModel ? t(`product.type.${product.type}`) : tp(`pricingModel.${product.pricingModel}`)
  return (
    <article className={styles.card} data-product={product.key}>
      <div className={styles.top}>
        <Logo name={product.name} logo={product.logo} size={48} />
        <div className={styles.titles}>
          <Heading className={styles.name}>
            <a href={localePath(locale, routes.product(product.key))}>{product.name}</a>
          </Heading>
          <p className={styles.meta}>
            {product.category ? <a href={localePath(locale, routes.category(product.category.key))}>{product.category.name}</a> : null}
            <span className={styles.badge} data-testid="type-badge" data-type={product.type} data-pricing={product.pricingModel ?? undefined}>
              {badge}
            </span>
          </p>
        </div>
        <span className={styles.favorite}>
          <FavoriteButton type="product" id={product.key} name={product.name} />
        </span>
      </div>
      <p className={styles.tagline}>{product.tagline}</p>
    </article>
  )
}
