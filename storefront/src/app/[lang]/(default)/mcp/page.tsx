import type { Metadata } from 'next'
import { AdPlacement } from '@/features/adDisplay/AdPlacement'
import { notFound } from 'next/navigation'
import { McpFilters } from '@/features/mcp/McpFilters'
import { McpServerCard } from '@/features/mcp/McpServerCard'
import { findMcpCategories, findMcpServers, mcpStarsAvailable } from '@/features/mcp/mcpData'
import styles from '@/features/mcp/mcp.module.css'
import { mcpQueryString, mcpSorts, parseMcpQuery } from '@/features/mcp/query'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { Pager } from '@/features/models/Pager'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'mcp')
  // Filtered and paged variants share the canonical URL of the whole list.
  return pageMetadata({ locale, path: routes.mcpServers(), title: t('title'), description: t('metaDescription') })
}

export default async function McpServersPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, tc, tr, ta, ts, categories, starsAvailable] = await Promise.all([getT(locale, 'mcp'), getT(locale, 'mcpClient'), getT(locale, 'mcpRanking'), getT(locale, 'recommend'), getT(locale, 'mcpSubmit'), findMcpCategories(locale), mcpStarsAvailable()])
  const query = parseMcpQuery(await listingQuery(params), categories.map((c) => c.key), starsAvailable)
  const result = await findMcpServers(locale, query)
  // A page past the end is not a page of this list (it showed the total above "nothing found").
  if (query.page > 1 && query.page > result.totalPages) notFound()
  const listPath = localePath(locale, routes.mcpServers())
  const sorts = mcpSorts.filter((s) => s !== 'stars' || starsAvailable)
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.mcpServers() }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p className={styles.links}>
          <a href={localePath(locale, routes.mcpClients())} data-testid="mcp-client-guide-link">
            {tc('links.guide')}
          </a>
          <a href={localePath(locale, routes.mcpRanking())} data-testid="mcp-ranking-link">
            {tr('link')}
          </a>
          <a href={localePath(locale, routes.mcpAssistant())} data-testid="mcp-assistant-link">
            {ta('assistant.link')}
          </a>
          <a href={localePath(locale, routes.mcpSubmit())} data-testid="mcp-submit-link">
            {ts('link')}
          </a>
        </p>
      </header>
      {query.page === 1 ? <AdPlacement placement="mcp_home" locale={locale} /> : null}
      <McpFilters
        action={listPath}
        query={query}
        categories={categories}
        sorts={sorts}
        texts={{
          label: t('filters.label'),
          category: t('filters.category'),
          anyCategory: t('filters.anyCategory'),
          official: t('filters.official'),
          transport: t('filters.transport'),
          anyTransport: t('filters.anyTransport'),
          stdio: t('transport.stdio'),
          remote: t('transport.remote'),
          sort: t('filters.sort'),
          apply: t('filters.apply'),
          reset: t('filters.reset'),
          sorts: Object.fromEntries(sorts.map((s) => [s, t(`sort.${s}`)])),
        }}
      />
      <p className={styles.count} role="status" data-testid="mcp-count">
        {t('results', { total: result.total })}
      </p>
      {result.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="mcp-list">
          {result.items.map((s) => (
            <li key={s.key}>
              <McpServerCard server={s} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={query.page}
        totalPages={result.totalPages}
        hrefFor={(page) => `${listPath}${mcpQueryString({ ...query, page })}`}
        labels={{
          label: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          status: t('pagination.status', { page: query.page, pages: result.totalPages }),
        }}
      />
    </div>
  )
}
