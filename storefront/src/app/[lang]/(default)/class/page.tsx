import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getCategoryTree } from '@/features/catalogue/categories'
import { CategoryDirectory } from '@/features/catalogue/CategoryDirectory'
import listStyles from '@/features/catalogue/List.module.css'
import { PageHeader } from '@/features/catalogue/PageHeader'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'catalogue')
  return pageMetadata({ locale, path: routes.categories(), title: t('categories.title'), description: t('categories.description') })
}

/** Every product category group with its categories and how many products each holds. */
export default async function CategoriesPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, groups] = await Promise.all([getT(locale, 'catalogue'), getCategoryTree(locale)])
  const total = groups.reduce((sum, g) => sum + g.productCount, 0)
  const categories = groups.reduce((sum, g) => sum + g.children.length, 0)
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('categories.title') }]} />
      <PageHeader title={t('categories.title')} intro={t('categories.intro', { count: total, categories })} />
      <div className={listStyles.list}>
        <CategoryDirectory locale={locale} groups={groups} />
      </div>
    </>
  )
}
