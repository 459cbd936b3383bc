import type { Locale } from '@aidir/cms/locales'
import type { ReactNode } from 'react'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ProductDetail } from './getProduct'
import styles from './ProductHeader.module.css'
import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { UpdateListingLink } from '@/features/updates/UpdateListingLink'

/**
 * The top of a product page: identity around the logo (logo, name, save heart, tagline, pricing
 * badge, category), the facts a visitor scans first and the ways out (official site and, for open source, the repository), both through the leave-site page.
 */
export async function ProductHeader({ product: p, locale }: { product: ProductDetail; locale: Locale }) {
  const [t, tc, tu] = await Promise.all([getT(locale, 'product'), getT(locale), getT(locale, 'updates')])
  const facts: { label: string; value: ReactNode }[] = [
    // Category and pricing model are the badges under the tagline.
    { label: t('header.type'), value: <span className={styles.badge} data-type={p.type}>{tc(`product.type.${p.type}`)}</span> },
    ...(p.company ? [{ label: t('header.company'), value: p.company }] : []),
    ...(p.launchYear ? [{ label: t('header.launchYear'), value: String(p.launchYear) }] : []),
    ...(p.license ? [{ label: t('header.license'), value: p.license }] : []),
  ]
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Logo
          name={p.name}
          logo={p.logo}
          size={80}
          priority
          className={styles.logo}
          alt={p.logo ? t('header.logoAlt', { name: p.name }) : ''}
          placeholderTitle={tc('logo.placeholder', { name: p.name })}
        />
        <div className={styles.titles}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{p.name}</h1>
            <FavoriteButton type="product" id={p.key} name={p.name} />
          </div>
          <p className={styles.tagline} data-testid="tagline">{p.tagline}</p>
          <p className={styles.badges}>
            <span className={styles.pricing} data-pricing={p.pricingModel} title={t('header.pricing')}>
              {t(`pricingModel.${p.pricingModel}`)}
            </span>
            {p.category ? (
              <a href={localePath(locale, routes.category(p.category.key))} title={t('header.category')} data-testid="header-category">
                {p.category.name}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.label} className={styles.fact}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {p.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('header.tags')}>
          {p.tags.map((tag) => (
            <li key={tag.key}>
              <a href={localePath(locale, routes.tag(tag.key))}>#{tag.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <a className={styles.primary} href={localePath(locale, routes.externalLink(p.url))} rel="nofollow" data-testid="visit-site">
          {t('header.visit')}
        </a>
        {p.type === 'open_source' && p.repository ? (
          <a className={styles.secondary} href={localePath(locale, routes.externalLink(p.repository))} rel="nofollow" data-testid="repository">
            {t('header.repository')}
          </a>
        ) : null}
        {p.deployable ? (
          <a className={styles.secondary} href={localePath(locale, routes.deployApp(p.key))} data-testid="deploy-app">
            {t('header.deploy')}
          </a>
        ) : null}
        <UpdateListingLink href={localePath(locale, routes.update(p.key))} ownerId={p.ownerId} own={tu('detail.own')} suggest={tu('detail.suggest')} />
      </div>
    </header>
  )
}
