import type { Metadata } from 'next'
import { ProductTypeListing, productTypeMetadata } from '@/features/catalogue/ProductTypeListing'
import { resolveLocale } from '@/lib/locale'
import { listingQuery } from '@/features/routing/listingQuery'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productTypeMetadata(await resolveLocale(params), 'open_source')
}

export default async function OpenSourceProductsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  return <ProductTypeListing locale={locale} type="open_source" query={listingQuery(params)} />
}
