import type { Metadata } from 'next'
import { AdPlacement } from '@/features/adDisplay/AdPlacement'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { PageHeader } from '@/features/catalogue/PageHeader'
import { TabLinks } from '@/features/catalogue/TabLinks'
import { ToolsPanel } from '@/features/catalogue/ToolsPanel'
import { parseToolsTab, toolsTabs } from '@/features/catalogue/toolsTabs'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'catalogue')
  return pageMetadata({ locale, path: routes.tools(), title: t('tools.title'), description: t('tools.intro') })
}

/** The tools landing: tabs for products, MCP servers, models, news and guides (`?tab=`). */
export default async function ToolsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, query] = await Promise.all([getT(locale, 'catalogue'), listingQuery(params)])
  const tab = parseToolsTab(query.tab)
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('tools.title') }]} />
      <PageHeader title={t('tools.title')} intro={t('tools.intro')} />
      <TabLinks
        label={t('tools.tabsLabel')}
        panelId="tools-panel"
        tabs={toolsTabs.map((id) => ({ id, label: t(`tools.tab.${id}`), href: localePath(locale, routes.tools(id)), selected: id === tab }))}
      />
      {tab === 'products' ? <AdPlacement placement="product_library_home" locale={locale} /> : null}
      <ToolsPanel locale={locale} tab={tab} />
    </>
  )
}
