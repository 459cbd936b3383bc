import type { Locale } from '@aidir/cms/locales'
import { localePath } from '@/lib/site'
import { defaultSort, type SortOption } from './sort'

/**
 * The URL of one page of a sortable list: plain links (no JavaScript needed), default values left
 * out so every list page has one canonical address per state.
 */
export function listHref(locale: Locale, path: string, state: { sort?: SortOption; page?: number }): string {
  const query = new URLSearchParams()
  if (state.sort && state.sort !== defaultSort) query.set('sort', state.sort)
  if (state.page && state.page > 1) query.set('page', String(state.page))
  const qs = query.toString()
  return localePath(locale, qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path)
}
