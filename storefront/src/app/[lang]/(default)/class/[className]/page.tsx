import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { findCategoryScope } from '@/features/catalogue/categories'
import { CategoryChips } from '@/features/catalogue/CategoryChips'
import { PageHeader } from '@/features/catalogue/PageHeader'
import { ProductList } from '@/features/catalogue/ProductList'
import { parsePage, parseSort } from '@/features/catalogue/sort'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { listingQuery } from '@/features/routing/listingQuery'
import { NotFoundClient } from '@/components/routing/NotFoundClient'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; className: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const scope = await findCategoryScope(locale, (await params).className)
  if (!scope) notFound()
  const t = await getT(locale, 'catalogue')
  return pageMetadata({
    locale,
    path: routes.category(scope.node.key),
    title: t('category.title', { name: scope.node.name }),
    description: scope.node.description || t('category.description', { name: scope.node.name }),
    og: { kind: 'category', name: scope.node.name },
  })
}

/** The products of one category, or of every category in a group; unknown keys are a 404. */
export default async function CategoryPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const scope = await findCategoryScope(locale, (await params).className)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!scope) return <NotFoundClient />
  const query = await listingQuery(params)
  const t = await getT(locale, 'catalogue')
  const { node, group } = scope
  const path = routes.category(node.key)
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[{ name: t('categories.title'), path: routes.categories() }, ...(group ? [{ name: group.name, path: routes.category(group.key) }] : []), { name: node.name }]}
      />
      <PageHeader title={t('category.title', { name: node.name })} intro={node.description || t('category.description', { name: node.name })} />
      <CategoryChips locale={locale} categories={scope.subcategories} />
      <ProductList locale={locale} where={{ category: { in: scope.categoryIds } }} sort={parseSort(query.sort)} page={parsePage(query.page)} path={path} />
    </>
  )
}
