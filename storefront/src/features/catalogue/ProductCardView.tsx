import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { routes } from '@/lib/routes'
import { badgeKey, type CardRow } from './cardRow'
import styles from './ProductCard.module.css'

/**
 * A product in a grid, laid out around its logo as visitors know it from the big directories: logo,
 * name (links to its detail page) and the save heart on top; its category and one pricing badge
 * under the name (open source, else the pricing model: free, freemium, free trial, paid, contact;
 * its data-badge says which, for its colour); then the tagline. Neither a server nor a client
 * component of its own: the server ProductCard and the client ProductCardItems both draw it, from
 * the same row. `prefix` is the page language's path prefix ('' or '/zh', cardRows.ts).
 */
export function ProductCardView({ row, prefix, headingLevel = 3 }: { row: CardRow; prefix: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  return (
    <article className={styles.card} data-product={row.key}>
      <div>
        <Logo name={row.name} logo={row.logo} size={48} />
        <div>
          <Heading>
            <a href={prefix + routes.product(row.key)}>{row.name}</a>
          </Heading>
          <p>
            {row.category ? <a href={prefix + routes.category(row.category.key)}>{row.category.name}</a> : null}
            <span data-badge={badgeKey(row)}>
              {row.badge}
            </span>
          </p>
        </div>
        <FavoriteButton type="product" id={row.key} name={row.name} inCard />
      </div>
      <p>{row.tagline}</p>
    </article>
  )
}
