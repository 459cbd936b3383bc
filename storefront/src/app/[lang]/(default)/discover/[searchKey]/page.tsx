import type { Metadata } from 'next'
import { DiscoverView, type SearchParams } from '@/features/discover/DiscoverView'
import { discoverMetadata } from '@/features/discover/metadata'
import { countSearch } from '@/features/discover/searchLog'
import { resolveLocale } from '@/lib/locale'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; searchKey: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return discoverMetadata(await resolveLocale(params), (await params).searchKey, await searchParams)
}

/** /discover/{searchKey}: search results for the key, with the finder's filters and sorts. */
export default async function DiscoverSearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const [{ searchKey }, query] = await Promise.all([params, searchParams])
  // Counted for GEO keyword suggestions' hot value, without anything about the visitor.
  countSearch(locale, searchKey, query)
  return <DiscoverView locale={locale} searchKey={searchKey} params={query} />
}
