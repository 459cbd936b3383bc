import { localeMeta, locales } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { listProducts } from '@/features/catalogue/listProducts'
import { getT } from '@/i18n'
import { localeOfPrefix, localePath } from '@/lib/site'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOfPrefix((await params).lang)
  if (!locale) return {}
  const t = await getT(locale)
  return {
    title: `${t('site.name')} · ${t('site.tagline')}`,
    alternates: {
      canonical: localePath(locale, '/'),
      languages: Object.fromEntries(locales.map((l) => [localeMeta[l].hreflang, `/${localeMeta[l].prefix}`])),
    },
  }
}

export default async function HomePage({ params }: Props) {
  const locale = localeOfPrefix((await params).lang)
  if (!locale) notFound()
  const [t, products] = await Promise.all([getT(locale), listProducts(locale)])
  return (
    <main className="page">
      <header className="hero">
        <p className="brand">{t('site.name')}</p>
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro', { count: products.total })}</p>
        <nav aria-label={t('language.label')} className="langs">
          {locales.map((l) => (
            <a key={l} href={`/${localeMeta[l].prefix}`} hrefLang={localeMeta[l].hreflang} aria-current={l === locale ? 'page' : undefined}>
              {localeMeta[l].label}
            </a>
          ))}
        </nav>
      </header>
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">{t('home.latest')}</h2>
        {products.items.length === 0 ? (
          <p>{t('home.empty')}</p>
        ) : (
          <ul className="cards" data-testid="product-list">
            {products.items.map((p) => (
              <li key={p.id} className="card" data-product={p.key}>
                <h3>{p.name}</h3>
                <p className="meta">
                  {p.category ? <span>{p.category}</span> : null}
                  <span className="badge">{t(`product.type.${p.type}`)}</span>
                </p>
                <p>{p.tagline}</p>
                <a href={p.url} rel="noopener nofollow" target="_blank">
                  {t('product.visit')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
