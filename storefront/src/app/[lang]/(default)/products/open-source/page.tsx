import type { Metadata } from 'next'
import { ProductTypeListing, productTypeMetadata } from '@/features/catalogue/ProductTypeListing'
import type { SearchParams } from '@/features/catalogue/searchParams'
import { resolveLocale } from '@/lib/locale'

type Props = { params: Promise<{ lang: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productTypeMetadata(await resolveLocale(params), 'open_source')
}

export default async function OpenSourceProductsPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  return <ProductTypeListing locale={locale} type="open_source" searchParams={searchParams} />
}
