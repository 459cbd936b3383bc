import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BenchmarksTable } from '@/features/models/BenchmarksTable'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { JsonLd } from '@/features/models/JsonLd'
import { ModelFacts } from '@/features/models/ModelFacts'
import { findModel } from '@/features/models/modelData'
import { modelJsonLd } from '@/features/models/modelJsonLd'
import { ModelPricing } from '@/features/models/ModelPricing'
import { PriceHistory } from '@/features/models/PriceHistory'
import { CompareToggle } from '@/features/models/CompareToggle'
import { CompareLinks } from '@/features/models/CompareLinks'
import styles from '@/features/models/models.module.css'
import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { PageView } from '@/components/routing/PageView'
import { NotFoundClient } from '@/components/routing/NotFoundClient'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; key: string }> }

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The published model of a URL key, or null (malformed keys never reach the database). */
async function loadModel(locale: Locale, key: string) {
  const model = KEY.test(key) ? await findModel(locale, key) : null
  return model
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const model = await loadModel(locale, (await params).key)
  if (!model) notFound()
  const t = await getT(locale, 'models')
  return pageMetadata({
    locale,
    path: routes.model(model.key),
    title: model.name,
    description: t('detail.metaDescription', { name: model.name, provider: model.provider }),
    og: { kind: 'model', name: model.name, tagline: t('detail.by', { provider: model.provider }) },
  })
}

export default async function ModelPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const model = await loadModel(locale, (await params).key)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!model) return <NotFoundClient />
  const [t, tc] = await Promise.all([getT(locale, 'models'), getT(locale)])
  const path = localePath(locale, routes.model(model.key))
  const priceNames = { input: t('detail.priceInput'), cachedInput: t('detail.priceCached'), output: t('detail.priceOutput') }
  return (
    <article className={styles.detail} data-model={model.key}>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.models() }, { name: model.name }]} />
      <JsonLd data={modelJsonLd(model, absoluteUrl(path), priceNames)} />
      <header className={styles.detailTop}>
        {/* The provider's mark: a model has no logo of its own. */}
        <Logo name={model.provider} logo={model.providerLogo ?? null} size={64} priority placeholderTitle={tc('logo.placeholder', { name: model.provider })} />
        <div>
          <h1>{model.name}</h1>
          <FavoriteButton type="model" id={model.key} name={model.name} />{' '}
          <CompareToggle modelKey={model.key} name={model.name} texts={{ add: t('compare.toggleAdd'), remove: t('compare.toggleRemove') }} />
          <p className={styles.provider}>{t('detail.by', { provider: model.provider })}</p>
        </div>
      </header>
      <p className={styles.description} data-testid="model-description">
        {model.description}
      </p>
      {model.url ? (
        <a className={styles.official} href={localePath(locale, routes.externalLink(model.url))} rel="nofollow">
          {t('detail.official')}
        </a>
      ) : null}
      <section className={styles.section} aria-labelledby="model-overview">
        <h2 id="model-overview">{t('detail.overview')}</h2>
        <ModelFacts model={model} locale={locale} />
      </section>
      <ModelPricing model={model} locale={locale} headingId="model-pricing" />
      <PriceHistory changes={model.priceChanges} locale={locale} headingId="model-price-history" />
      <BenchmarksTable model={model} locale={locale} headingId="model-benchmarks" />
      {model.tags.length ? (
        <section className={styles.section} aria-labelledby="model-tags">
          <h2 id="model-tags">{t('detail.tags')}</h2>
          <ul className={styles.tags}>
            {model.tags.map((tag) => (
              <li key={tag.key}>
                <a href={localePath(locale, routes.tag(tag.key))}>{tag.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section}>
        <CompareLinks locale={locale} />
      </section>
      <PageView id={model.key} type="model" />
    </article>
  )
}
