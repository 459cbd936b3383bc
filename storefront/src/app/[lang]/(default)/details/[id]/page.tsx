import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { DetailTabs } from '@/features/product/DetailTabs'
import { getProductDetail } from '@/features/product/getProduct'
import { IntroductionPanel } from '@/features/product/IntroductionPanel'
import { FaqJsonLd } from '@/features/product/FaqJsonLd'
import { absoluteMediaUrl } from '@/features/product/media'
import { NewsList } from '@/features/product/NewsList'
import { newsRows } from '@/features/product/newsRows'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { PageView } from '@/components/routing/PageView'
import { ProductGrid } from '@/features/product/ProductGrid'
import { ProductHeader } from '@/features/product/ProductHeader'
import { getRelatedContent } from '@/features/product/related'
import { TrafficPanel } from '@/features/product/TrafficPanel'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const product = await getProductDetail(locale, (await params).id)
  if (!product) notFound()
  const t = await getT(locale, 'product')
  return pageMetadata({
    locale,
    path: routes.product(product.key),
    title: t('meta.title', { name: product.name, tagline: product.tagline }),
    description: product.description || product.tagline,
    og: { kind: 'product', name: product.name, tagline: product.tagline, logo: product.logo ? absoluteMediaUrl(product.logo.url) : null },
  })
}

/** SPEC §2 product detail: header, then the tabs introduction, traffic, similar, alternatives, news. */
export default async function ProductDetailPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const { id } = await params
  const product = await getProductDetail(locale, id)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!product) return <NotFoundClient />
  // A numeric id (or any other spelling) has one canonical address: the key URL.
  if (product.key !== id) permanentRedirect(localePath(locale, routes.product(product.key)))

  const [t, related] = await Promise.all([getT(locale, 'product'), getRelatedContent(locale, { id: product.id, category: product.category, alternativeIds: product.alternativeIds })])
  const pagePath = localePath(locale, routes.product(product.key))
  // home → category → product; <Breadcrumbs> also states the trail as BreadcrumbList JSON-LD.
  const crumbs = [...(product.category ? [{ name: product.category.name, path: routes.category(product.category.key) }] : []), { name: product.name, path: routes.product(product.key) }]
  const name = product.name
  // One array for the header's tags and the introduction's: the hydration data holds it once.
  const tagLinks = product.tags.map((tag): [string, string] => [localePath(locale, routes.tag(tag.key)), tag.name])
  // The same for the questions, given to the introduction and to the FAQ's JSON-LD.
  const faq = product.faq.map((f): [string, string] => [f.question, f.answer])

  return (
    <div data-product={product.key} data-product-id={product.id}>
      <FaqJsonLd faq={faq} />
      <Breadcrumbs locale={locale} items={crumbs} />
      <ProductHeader product={product} locale={locale} tags={tagLinks} />
      <DetailTabs
        label={t('tabs.label')}
        tabs={[
          { id: 'introduction', label: t('tabs.introduction'), content: <IntroductionPanel product={product} locale={locale} pageUrl={absoluteUrl(pagePath)} tags={tagLinks} faq={faq} /> },
          { id: 'traffic', label: t('tabs.traffic'), content: <TrafficPanel product={product} locale={locale} /> },
          {
            id: 'similar',
            label: t('tabs.similar'),
            content: (
              <ProductGrid
                heading={t('similar.heading', { name })}
                empty={t('similar.empty')}
                items={related.similarOpenSource}
                locale={locale}
                testId="similar-open-source"
              />
            ),
          },
          {
            id: 'alternatives',
            label: t('tabs.alternatives'),
            content: (
              <ProductGrid
                heading={t('alternatives.heading', { name })}
                note={related.alternativesFromCategory && product.category && related.alternatives.length > 0 ? t('alternatives.fromCategory', { name, category: product.category.name }) : undefined}
                empty={t('alternatives.empty')}
                items={related.alternatives}
                locale={locale}
                testId="alternatives"
              />
            ),
          },
          {
            id: 'news',
            label: t('tabs.news'),
            content: <NewsList heading={t('news.heading', { name })} empty={t('news.empty', { name })} items={newsRows(locale, related.news)} />,
          },
        ]}
      />
      <PageView id={product.key} type="product" />
    </div>
  )
}
