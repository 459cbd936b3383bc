import { localeMeta, locales } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { findProductCards } from '@/features/catalogue/productCards'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale)
  return pageMetadata({ locale, path: '/', title: t('site.name'), description: t('site.tagline') })
}

export default async function HomePage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, tc, products] = await Promise.all([getT(locale, 'home'), getT(locale), findProductCards({ locale })])
  return (
    <div className="page">
      <header className="hero">
        <p className="brand">{tc('site.name')}</p>
        <h1>{t('title')}</h1>
        <p>{t('intro', { count: products.total })}</p>
        <nav aria-label={tc('language.label')} className="langs">
          {locales.map((l) => (
            <a key={l} href={`/${localeMeta[l].prefix}`} hrefLang={localeMeta[l].hreflang} aria-current={l === locale ? 'page' : undefined}>
              {localeMeta[l].label}
            </a>
          ))}
        </nav>
      </header>
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">{t('latest')}</h2>
        {products.items.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="cards" data-testid="product-list">
            {products.items.map((p) => (
              <li key={p.id} className="card" data-product={p.key}>
                <h3>{p.name}</h3>
                <p className="meta">
                  {p.category ? <span>{p.category.name}</span> : null}
                  <span className="badge">{tc(`product.type.${p.type}`)}</span>
                </p>
                <p>{p.tagline}</p>
                <a href={p.url} rel="noopener nofollow" target="_blank">
                  {tc('product.visit')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
