import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { getT } from '@/i18n'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { PageHeader } from './PageHeader'
import { ProductList } from './ProductList'
import type { ListingQuery } from '@/features/routing/listingQuery'
import { parsePage, parseSort } from './sort'

/** The paid and the open-source product lists differ only in their filter and texts. */
type ProductType = 'paid' | 'open_source'

const pathOf = (type: ProductType) => (type === 'paid' ? routes.paidProducts() : routes.openSourceProducts())

export async function productTypeMetadata(locale: Locale, type: ProductType): Promise<Metadata> {
  const t = await getT(locale, 'catalogue')
  return pageMetadata({ locale, path: pathOf(type), title: t(`productType.${type}.title`), description: t(`productType.${type}.intro`) })
}

export async function ProductTypeListing({ locale, type, query: pending }: { locale: Locale; type: ProductType; query: Promise<ListingQuery> }) {
  const [t, query] = await Promise.all([getT(locale, 'catalogue'), pending])
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t(`productType.${type}.title`) }]} />
      <PageHeader title={t(`productType.${type}.title`)} intro={t(`productType.${type}.intro`)} />
      <ProductList locale={locale} where={{ type: { equals: type } }} sort={parseSort(query.sort)} page={parsePage(query.page)} path={pathOf(type)} />
    </>
  )
}
