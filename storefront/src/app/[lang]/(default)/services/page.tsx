import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { findServices, type ServiceKind, serviceKinds } from '@/features/markets/queries'
import { RequestSection } from '@/features/markets/RequestSection'
import { ServiceCard } from '@/features/markets/ServiceCard'
import styles from '@/features/pages/Listing.module.css'
import { findSupportContact } from '@/features/pages/siteSettings'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'

type Props = { params: Promise<{ lang: string; query?: string }> }

/** ?kind=training (the menu's "Model training" entry) narrows the list; an unknown kind is not a page. */
async function selectedKind(params: Props['params']): Promise<ServiceKind | null> {
  const kind = (await listingQuery(params)).kind
  if (kind === undefined) return null
  const found = serviceKinds.find((k) => k === kind)
  if (!found) notFound()
  return found
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'market')
  return pageMetadata({ locale, path: routes.services(), title: t('services.title'), description: t('services.description') })
}

/** AI services the site sells, with deliverables and starting price, and how to ask for one. */
export default async function ServicesPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, all, contact, kind] = await Promise.all([getT(locale, 'market'), findServices(locale), findSupportContact(locale), selectedKind(params)])
  const kinds = serviceKinds.filter((k) => all.some((s) => s.kind === k))
  const services = kind ? all.filter((s) => s.kind === kind) : all
  const kindHref = (k: ServiceKind | null) => `${localePath(locale, routes.services())}${k ? `?kind=${k}` : ''}`
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('services.title') }]} />
      <header className={styles.header}>
        <h1>{t('services.title')}</h1>
        <p className={styles.intro}>{t('services.intro')}</p>
      </header>
      {kinds.length > 1 ? (
        <nav aria-label={t('services.kinds')}>
          <ul className={styles.tabs} data-testid="service-kinds">
            {[null, ...kinds].map((k) => (
              <li key={k ?? 'all'}>
                <a href={kindHref(k)} aria-current={k === kind ? 'page' : undefined} data-kind={k ?? ''}>
                  {k ? t(`services.kind.${k}`) : t('services.allKinds')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {services.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="service-list">
          {services.map((s) => (
            <li key={s.id}>
              <ServiceCard locale={locale} service={s} />
            </li>
          ))}
        </ul>
      )}
      <RequestSection kind="service" locale={locale} />
      {contact.email ? (
        <section className={styles.section} aria-labelledby="services-contact">
          <h2 id="services-contact">{t('services.contactTitle')}</h2>
          <p>
            {t('services.contact')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
            {contact.supportHours ? ` · ${contact.supportHours}` : null}
          </p>
        </section>
      ) : null}
    </>
  )
}
