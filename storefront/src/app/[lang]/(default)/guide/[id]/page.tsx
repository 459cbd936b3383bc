import { localeMeta } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProductCard } from '@/features/catalogue/ProductCard'
import { GuideFooter } from '@/features/guides/GuideFooter'
import { findGuide } from '@/features/guides/queries'
import articleStyles from '@/features/pages/Article.module.css'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { formatDate } from '@/features/pages/format'
import { JsonLd } from '@/features/pages/JsonLd'
import { keyOrNull } from '@/features/pages/keyParam'
import styles from '@/features/pages/Listing.module.css'
import { Prose } from '@/features/pages/Prose'
import { findProductCardsByIds } from '@/features/pages/relatedProducts'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { PageView } from '@/components/routing/PageView'
import { NotFoundClient } from '@/components/routing/NotFoundClient'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const key = await keyOrNull(params)
  const guide = key ? await findGuide(locale, key) : null
  if (!guide) notFound()
  return pageMetadata({ locale, path: routes.guide(guide.key), title: guide.title, description: guide.summary, type: 'article', og: { kind: 'guide', name: guide.title } })
}

/** One guide (id = its key): markdown body, tags, related products and MCP servers. */
export default async function GuidePage({ params }: Props) {
  const locale = await resolveLocale(params)
  const key = await keyOrNull(params)
  const guide = key ? await findGuide(locale, key) : null
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!guide) return <NotFoundClient />
  const [t, tc, products] = await Promise.all([getT(locale, 'guide'), getT(locale), findProductCardsByIds(locale, guide.relatedProductIds)])
  const url = absoluteUrl(localePath(locale, routes.guide(guide.key)))
  return (
    <article className={articleStyles.article}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('list.title'), path: routes.guides() },
          { name: guide.title, path: routes.guide(guide.key) },
        ]}
      />
      <header className={articleStyles.header}>
        <p className={styles.meta}>
          <span>{t(`kind.${guide.kind}.title`)}</span>
          {guide.publishedAt ? <time dateTime={guide.publishedAt}>{formatDate(locale, guide.publishedAt)}</time> : null}
        </p>
        <h1>{guide.title}</h1>
        <p className={articleStyles.lead}>{guide.summary}</p>
      </header>
      <Prose markdown={guide.body} />
      <GuideFooter locale={locale} guide={guide} />
      {products.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-products">
          <h2 id="related-products">{t('detail.relatedProducts')}</h2>
          <ul className={styles.grid}>
            {products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd
        data={{
          '@type': 'Article',
          headline: guide.title,
          description: guide.summary,
          ...(guide.publishedAt ? { datePublished: guide.publishedAt } : {}),
          dateModified: guide.updatedAt,
          inLanguage: localeMeta[locale].hreflang,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          articleSection: t(`kind.${guide.kind}.title`),
          keywords: guide.tags.map((tag) => tag.name).join(', ') || undefined,
          publisher: { '@type': 'Organization', name: tc('site.name'), url: absoluteUrl(localePath(locale, routes.home())) },
        }}
      />
      <PageView id={guide.key} type="guide" />
    </article>
  )
}
