import type { SearchHit } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import { redirect } from 'next/navigation'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { AppliedFacets } from './AppliedFacets'
import { EmptyState } from './EmptyState'
import { getCategoryGroups, getProductTags } from './facets'
import { FilterForm } from './FilterForm'
import { findSortValues } from './metrics'
import { Pagination } from './Pagination'
import { defaultSort, discoverSearch, normalizeSearchKey, parseDiscoverQuery, type DiscoverQuery } from './query'
import { ResultGrid } from './ResultGrid'
import { findDiscoverResults, type DiscoverResults } from './results'
import { secondaryHits } from './searchIndex'
import { SecondaryResults } from './SecondaryResults'
import styles from './discover.module.css'

export type SearchParams = Record<string, string | string[] | undefined>

const href = (locale: Locale, text: string | null, search = '') => localePath(locale, routes.discover(text ?? undefined)) + search

/**
 * A submitted search box arrives as ?q=… (from this page's form, the home page or the header): send
 * it to its own URL, /discover/{q}, keeping the filters. A sort that was only the old page's default
 * becomes the new page's default.
 */
function redirectSubmittedQuery(locale: Locale, text: string | null, params: SearchParams, query: DiscoverQuery): void {
  const raw = Array.isArray(params.q) ? params.q[0] : params.q
  if (raw === undefined) return
  const next = normalizeSearchKey(raw) || null
  const sort = query.sort === defaultSort(Boolean(text)) ? defaultSort(Boolean(next)) : query.sort
  redirect(href(locale, next, discoverSearch({ ...query, sort: sort === 'relevance' && !next ? defaultSort(false) : sort }, Boolean(next), { page: 1 })))
}

type Loaded = { results: DiscoverResults; more: SearchHit[] } | { failed: true }

async function load(locale: Locale, query: DiscoverQuery, text: string | null): Promise<Loaded> {
  try {
    const [results, more] = await Promise.all([
      findDiscoverResults(locale, query, text),
      // Models, MCP servers and news only accompany the first page of a plain search.
      text && query.page === 1 ? secondaryHits(text, locale) : Promise.resolve([]),
    ])
    return { results, more }
  } catch (error) {
    // SPEC §8: the visitor sees "Search failed, please try again later"; the cause goes to the log.
    console.error('[discover] search failed', { locale, text, query, error })
    return { failed: true }
  }
}

/** The product finder (no text) and the search results page (with text): one view, two routes. */
export async function DiscoverView({ locale, searchKey, params }: { locale: Locale; searchKey: string | null; params: SearchParams }) {
  const text = searchKey === null ? null : normalizeSearchKey(searchKey) || null
  const query = parseDiscoverQuery(params, Boolean(text))
  redirectSubmittedQuery(locale, text, params, query)
  if (searchKey !== null && !text) redirect(href(locale, null, discoverSearch(query, false)))

  const [t, categories, tags, loaded] = await Promise.all([
    getT(locale, 'discover'),
    getCategoryGroups(locale),
    getProductTags(locale),
    load(locale, query, text),
  ])

  // Past the last page (an old link, a hand-edited URL): go to the last page that exists.
  if (!('failed' in loaded) && query.page > loaded.results.totalPages) {
    redirect(href(locale, text, discoverSearch(query, Boolean(text), { page: loaded.results.totalPages })))
  }
  // The sorted-by value under each card only explains the order: if it cannot be read, the results
  // still stand, so log it and show them without it.
  const values =
    'failed' in loaded
      ? new Map()
      : await findSortValues(locale, loaded.results.items.map((p) => p.id), query.sort).catch((error: unknown) => {
          console.error('[discover] sort values failed', { locale, sort: query.sort, error })
          return new Map()
        })

  return (
    <div data-testid="discover" data-query={text ?? ''}>
      <header className={styles.header}>
        <h1>{text ? t('searchTitle', { query: text }) : t('title')}</h1>
        {'failed' in loaded ? null : (
          <p className={styles.count} data-testid="discover-count" data-total={loaded.results.total} data-more={loaded.results.more ? '' : undefined}>
            {text ? t(loaded.results.more ? 'countMore' : 'count', { count: loaded.results.total, query: text }) : t('productCount', { count: loaded.results.total })}
          </p>
        )}
        {'failed' in loaded ? null : (
          <AppliedFacets
            locale={locale}
            facets={loaded.results.facets}
            categories={categories}
            href={(rest) => href(locale, rest || null, discoverSearch(query, Boolean(rest), { page: 1, sort: query.sort === 'relevance' && !rest ? defaultSort(false) : query.sort }))}
          />
        )}
      </header>
      <div className={styles.layout}>
        <FilterForm
          locale={locale}
          action={href(locale, text)}
          clearHref={href(locale, text)}
          text={text}
          query={query}
          categories={categories}
          tags={tags}
        />
        <section className={styles.results} aria-labelledby="discover-results-heading">
          <h2 id="discover-results-heading">{t('products')}</h2>
          {'failed' in loaded ? (
            <div className={styles.message} data-testid="discover-error">
              <p role="alert">{t('searchFailed')}</p>
            </div>
          ) : loaded.results.items.length === 0 ? (
            <EmptyState locale={locale} message={text ? t('empty') : t('emptyFinder')} />
          ) : (
            <>
              <ResultGrid locale={locale} items={loaded.results.items} sort={query.sort} values={values} />
              <Pagination
                locale={locale}
                page={loaded.results.page}
                pages={loaded.results.totalPages}
                href={(page) => href(locale, text, discoverSearch(query, Boolean(text), { page }))}
              />
            </>
          )}
          {'failed' in loaded ? null : <SecondaryResults locale={locale} hits={loaded.more} />}
        </section>
      </div>
    </div>
  )
}
