import type { Locale } from '@aidir/cms/locales'
import { cardRows, pathPrefix } from './cardRows'
import type { ProductCard as Card } from './productCards'
import { ProductCardView } from './ProductCardView'

/** A product card on the server (ProductCardView); long grids use ProductCardItems instead. */
export async function ProductCard({ product, locale, headingLevel = 3 }: { product: Card; locale: Locale; headingLevel?: 2 | 3 | 4 }) {
  const [row] = await cardRows(locale, [product])
  return <ProductCardView row={row!} prefix={pathPrefix(locale)} headingLevel={headingLevel} />
}
