import type { Metadata } from 'next'
import { AdPlacement } from '@/features/adDisplay/AdPlacement'
import { notFound } from 'next/navigation'
import { ProductCard } from '@/features/catalogue/ProductCard'
import { ArticleFooter } from '@/features/news/ArticleFooter'
import { findArticle } from '@/features/news/queries'
import articleStyles from '@/features/pages/Article.module.css'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { formatDate } from '@/features/pages/format'
import { JsonLd } from '@/features/pages/JsonLd'
import { keyOrNull } from '@/features/pages/keyParam'
import styles from '@/features/pages/Listing.module.css'
import { Prose } from '@/features/pages/Prose'
import { localiseNewsLinks } from '@/features/news/briefLinks'
import { findProductCardsByIds } from '@/features/pages/relatedProducts'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { localeMeta } from '@aidir/cms/locales'
import { PageView } from '@/components/routing/PageView'
import { NotFoundClient } from '@/components/routing/NotFoundClient'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; key: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const key = await keyOrNull(params)
  const article = key ? await findArticle(locale, key) : null
  if (!article) notFound()
  return pageMetadata({ locale, path: routes.newsArticle(article.key), title: article.title, description: article.summary, type: 'article', og: { kind: 'news', name: article.title } })
}

/** One news article: markdown body, source, tags, related products and models. */
export default async function NewsArticlePage({ params }: Props) {
  const locale = await resolveLocale(params)
  const key = await keyOrNull(params)
  const article = key ? await findArticle(locale, key) : null
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!article) return <NotFoundClient />
  const [t, tc, products] = await Promise.all([getT(locale, 'news'), getT(locale), findProductCardsByIds(locale, article.relatedProductIds)])
  const url = absoluteUrl(localePath(locale, routes.newsArticle(article.key)))
  return (
    <article className={articleStyles.article}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('list.title'), path: routes.news() },
          { name: article.title, path: routes.newsArticle(article.key) },
        ]}
      />
      <header className={articleStyles.header}>
        <h1>{article.title}</h1>
        <p className={articleStyles.lead}>{article.summary}</p>
        {article.untranslatedFrom ? (
          <p className={styles.meta} data-testid="untranslated">
            {t('article.untranslated', { language: localeMeta[article.untranslatedFrom].label })}
          </p>
        ) : null}
        {article.publishedAt ? (
          <p className={styles.meta}>
            <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time>
          </p>
        ) : null}
      </header>
      <Prose markdown={localiseNewsLinks(locale, article.body)} />
      <ArticleFooter locale={locale} article={article} />
      <AdPlacement placement="news_reading" locale={locale} />
      {products.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-products">
          <h2 id="related-products">{t('article.relatedProducts')}</h2>
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
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.summary,
          ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
          dateModified: article.updatedAt,
          inLanguage: localeMeta[locale].hreflang,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          keywords: article.tags.map((tag) => tag.name).join(', ') || undefined,
          publisher: { '@type': 'Organization', name: tc('site.name'), url: absoluteUrl(localePath(locale, routes.home())) },
          ...(article.source.url ? { isBasedOn: article.source.url } : {}),
        }}
      />
      <PageView id={article.key} type="news" />
    </article>
  )
}
