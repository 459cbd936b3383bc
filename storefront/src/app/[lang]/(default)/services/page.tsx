import type { Metadata } from 'next'
import { findServices } from '@/features/markets/queries'
import { ServiceCard } from '@/features/markets/ServiceCard'
import styles from '@/features/pages/Listing.module.css'
import { findSupportContact } from '@/features/pages/siteSettings'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

// Rendered once, then served from the route cache and regenerated at most every 60 s
// (CONTENT_REVALIDATE_SECONDS; a CMS change also revalidates at once). Must be a literal.
export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'market')
  return pageMetadata({ locale, path: routes.services(), title: t('services.title'), description: t('services.description') })
}

/** AI services the site sells, with deliverables and starting price, and how to ask for one. */
export default async function ServicesPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, services, contact] = await Promise.all([getT(locale, 'market'), findServices(locale), findSupportContact(locale)])
  return (
    <>
      <header className={styles.header}>
        <h1>{t('services.title')}</h1>
        <p className={styles.intro}>{t('services.intro')}</p>
      </header>
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
