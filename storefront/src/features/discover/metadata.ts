import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { getT } from '@/i18n'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import type { SearchParams } from './DiscoverView'
import { normalizeSearchKey } from './query'

/**
 * Title and description of the finder or of a search. Any query string (filters, sort, page) makes a
 * variant of the same page: those are kept out of search engines, the canonical URL is the bare path.
 */
export async function discoverMetadata(locale: Locale, searchKey: string | null, params: SearchParams): Promise<Metadata> {
  const t = await getT(locale, 'discover')
  const text = searchKey === null ? null : normalizeSearchKey(searchKey) || null
  const noindex = Object.values(params).some((v) => v !== undefined)
  if (!text) return pageMetadata({ locale, path: routes.discover(), title: t('title'), description: t('description'), noindex })
  return pageMetadata({
    locale,
    path: routes.discover(text),
    title: t('searchTitle', { query: text }),
    description: t('searchDescription', { query: text }),
    noindex,
  })
}
