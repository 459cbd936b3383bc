import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { EntryList } from '@/features/catalogue/EntryList'
import { PageHeader } from '@/features/catalogue/PageHeader'
import { ProductList } from '@/features/catalogue/ProductList'
import { parsePage, parseSort } from '@/features/catalogue/sort'
import { TabLinks } from '@/features/catalogue/TabLinks'
import { findTag } from '@/features/catalogue/tags'
import { getT } from '@/i18n'
import { formatCount } from '@/i18n/countFormat'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'
import { NotFoundClient } from '@/components/routing/NotFoundClient'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; tagName: string; query?: string }> }

/** What the page lists: `?kind=` products (default), models or mcp. */
const kinds = ['products', 'models', 'mcp'] as const
type Kind = (typeof kinds)[number]

/** The intro names its three counts, not `count`: grouped here as counts are (i18n/countFormat.ts). */
const groupedCounts = (locale: string, counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, formatCount(locale, n)]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const tag = await findTag(locale, (await params).tagName)
  if (!tag) notFound()
  const t = await getT(locale, 'catalogue')
  return pageMetadata({ locale, path: routes.tag(tag.key), title: t('tag.title', { name: tag.name }), description: t('tag.intro', { name: tag.name, ...groupedCounts(locale, tag.counts) }) })
}

/** Everything carrying one tag: products (sortable), models and MCP servers, each paginated. */
export default async function TagPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const tag = await findTag(locale, (await params).tagName)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!tag) return <NotFoundClient />
  const [t, query] = await Promise.all([getT(locale, 'catalogue'), listingQuery(params)])
  const requested = Array.isArray(query.kind) ? query.kind[0] : query.kind
  const kind: Kind = kinds.find((k) => k === requested) ?? 'products'
  const base = routes.tag(tag.key)
  const pathOf = (k: Kind) => (k === 'products' ? base : `${base}?kind=${k}`)
  const where = { tags: { in: [tag.id] } }
  const page = parsePage(query.page)
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('tag.title', { name: tag.name }) }]} />
      <PageHeader title={t('tag.title', { name: tag.name })} intro={t('tag.intro', { name: tag.name, ...groupedCounts(locale, tag.counts) })} />
      <TabLinks
        label={t('tag.kinds')}
        panelId="tag-panel"
        // A kind with nothing under this tag is no tab (the intro still says 0); products always are.
        tabs={kinds
          .filter((k) => k === 'products' || k === kind || tag.counts[k] > 0)
          .map((k) => ({ id: k, label: t(`tag.kind.${k}`, { count: tag.counts[k] }), href: localePath(locale, pathOf(k)), selected: k === kind }))}
      />
      <div id="tag-panel" role="tabpanel" aria-labelledby={`tab-${kind}`}>
        {kind === 'products' ? (
          <ProductList locale={locale} where={where} sort={parseSort(query.sort)} page={page} path={pathOf(kind)} />
        ) : (
          <EntryList locale={locale} kind={kind === 'models' ? 'model' : 'mcp'} where={where} page={page} path={pathOf(kind)} label={t(`tag.kind.${kind}`, { count: tag.counts[kind] })} />
        )}
      </div>
    </>
  )
}
