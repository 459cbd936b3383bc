import type { Metadata } from 'next'
import { DiscoverView, type SearchParams } from '@/features/discover/DiscoverView'
import { discoverMetadata } from '@/features/discover/metadata'
import { resolveLocale } from '@/lib/locale'

// Results depend on the query string; the cached reads underneath keep it cheap.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return discoverMetadata(await resolveLocale(params), null, await searchParams)
}

/** /discover: the product finder over the whole catalogue; ?q=… goes to /discover/{q}. */
export default async function DiscoverPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  return <DiscoverView locale={locale} searchKey={null} params={await searchParams} />
}
