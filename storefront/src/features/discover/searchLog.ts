import type { Locale } from '@aidir/cms/locales'
import { recordSearchQuery } from '@aidir/cms/search'
import { after } from 'next/server'
import { getPayload } from '@/lib/payload'
import { normalizeSearchKey } from './query'
import type { SearchParams } from './DiscoverView'

/**
 * Counts a submitted search (the results page's first page; paging and re-sorting are the same
 * search) once the answer has gone out, so the page never waits for it. What is kept is the
 * day's count per language and normalized query, nothing about who searched (search/queryLog.ts).
 */
export function countSearch(locale: Locale, searchKey: string, params: SearchParams): void {
  const page = Number(Array.isArray(params.page) ? params.page[0] : params.page ?? 1)
  if (page > 1) return
  const text = normalizeSearchKey(searchKey)
  if (!text) return
  after(async () => {
    try {
      await recordSearchQuery(await getPayload(), locale, text)
    } catch (error) {
      console.error('[discover] search not counted', { error })
    }
  })
}
