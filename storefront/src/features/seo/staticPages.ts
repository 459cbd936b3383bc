import type { CatalogueTable } from '@aidir/cms/catalogue'
import { routes } from '../../lib/routes'

/**
 * The fixed browsing pages of the sitemap, each with the table whose newest published change is its
 * <lastmod> (a list page changes when what it lists does). Protocol pages have no such source.
 */
export type ContentTable = CatalogueTable

export const staticPages: { path: string; source?: ContentTable }[] = [
  { path: routes.home(), source: 'products' },
  { path: routes.tools(), source: 'products' },
  { path: routes.categories(), source: 'categories' },
  { path: routes.discover(), source: 'products' },
  { path: routes.paidProducts(), source: 'products' },
  { path: routes.openSourceProducts(), source: 'products' },
  { path: routes.models(), source: 'ai_models' },
  { path: routes.mcpServers(), source: 'mcp_servers' },
  { path: routes.mcpClients(), source: 'mcp_clients' },
  { path: routes.news(), source: 'news' },
  { path: routes.dailyBriefs(), source: 'news' },
  { path: routes.guides(), source: 'guides' },
  { path: routes.dataMarket(), source: 'datasets' },
  { path: routes.computeMarket(), source: 'compute_offers' },
  { path: routes.services(), source: 'ai_services' },
  { path: routes.agent(), source: 'products' },
  { path: routes.geo() },
  { path: routes.geoTools() },
  { path: routes.geoChecker() },
  { path: routes.rankings() },
  { path: routes.rankingBoard('weekly') },
  { path: routes.rankingBoard('monthly') },
  { path: routes.rankingBoard('quarterly') },
  { path: routes.appRanking('android') },
  { path: routes.business() },
  { path: routes.about() },
  { path: routes.agreement() },
  { path: routes.privacy() },
]
