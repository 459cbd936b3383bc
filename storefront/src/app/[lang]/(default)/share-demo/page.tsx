import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProductCard } from '@/features/catalogue/ProductCard'
import styles from '@/features/pages/Listing.module.css'
import type { SearchParams } from '@/features/pages/pageQuery'
import { SharePanel } from '@/features/pages/SharePanel'
import { findMostPopularProduct, findProductCardById, parseProductId } from '@/features/pages/shareProduct'
import shareStyles from '@/features/pages/SharePage.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

// Reads the query string on every request (cheap, and not worth caching per URL).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'pages')
  return pageMetadata({ locale, path: routes.shareDemo(), title: t('share.title'), description: t('share.description') })
}

/**
 * Share a product: ?id= picks it (an id that is not a published product is a 404), otherwise the
 * most popular product is shown. The card, its short link, copy and share buttons.
 */
export default async function ShareDemoPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const raw = (await searchParams).id
  let product
  if (raw === undefined || raw === '') {
    product = await findMostPopularProduct(locale)
  } else {
    const id = parseProductId(raw)
    product = id === null ? null : await findProductCardById(locale, id)
    if (!product) notFound()
  }
  const t = await getT(locale, 'pages')
  return (
    <>
      <header className={styles.header}>
        <h1>{t('share.title')}</h1>
        <p className={styles.intro}>{t('share.intro')}</p>
      </header>
      {product ? (
        <div className={shareStyles.layout}>
          <ProductCard product={product} locale={locale} headingLevel={2} />
          <SharePanel locale={locale} product={product} />
        </div>
      ) : (
        <p className={styles.empty}>{t('share.empty')}</p>
      )}
    </>
  )
}
