import type { Metadata } from 'next'
import { agentCategoryIds } from '@/features/catalogue/agentScope'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { findEntries } from '@/features/catalogue/entries'
import { EntryGrid } from '@/features/catalogue/EntryGrid'
import { PageHeader } from '@/features/catalogue/PageHeader'
import { ProductList } from '@/features/catalogue/ProductList'
import { parsePage, parseSort } from '@/features/catalogue/sort'
import listStyles from '@/features/catalogue/List.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'

type Props = { params: Promise<{ lang: string; query?: string }> }

const MCP_SHOWN = 12

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'catalogue')
  return pageMetadata({ locale, path: routes.agent(), title: t('agent.title'), description: t('agent.intro') })
}

/** AI agents: agent and workflow-automation products (sortable, paginated), then MCP servers that give agents tools. */
export default async function AgentPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, query, categoryIds, mcp] = await Promise.all([getT(locale, 'catalogue'), listingQuery(params), agentCategoryIds(locale), findEntries('mcp', locale, { limit: MCP_SHOWN })])
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('agent.title') }]} />
      <PageHeader title={t('agent.title')} intro={t('agent.intro')} />
      {/* Without the agent categories in the CMS there is nothing to filter by: say so rather than list everything. */}
      {categoryIds.length === 0 ? (
        <p className={listStyles.empty}>{t('empty')}</p>
      ) : (
        <ProductList
          locale={locale}
          where={{ category: { in: categoryIds } }}
          sort={parseSort(query.sort)}
          page={parsePage(query.page)}
          path={routes.agent()}
          heading={t('agent.products')}
          headingId="agent-products"
        />
      )}
      <section aria-labelledby="agent-mcp" className={listStyles.list}>
        <h2 id="agent-mcp">{t('agent.mcp')}</h2>
        <p className={listStyles.intro}>{t('agent.mcpIntro', { count: mcp.total })}</p>
        {mcp.items.length === 0 ? <p className={listStyles.empty}>{t('empty')}</p> : <EntryGrid locale={locale} entries={mcp.items} testId="agent-mcp-list" />}
        <p>
          <a href={localePath(locale, routes.mcpServers())}>{t('agent.allMcp', { count: mcp.total })}</a>
        </p>
      </section>
    </>
  )
}
