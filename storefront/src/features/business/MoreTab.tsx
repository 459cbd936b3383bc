import type { Locale } from '@aidir/cms/locales'
import { findSupportContact } from '@/features/pages/siteSettings'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './business.module.css'

/** The site's other paid services; each has a page today (tests/e2e/business.test.ts follows every link). */
const services = [
  { key: 'geo', path: routes.geo() },
  { key: 'geoChecker', path: routes.geoChecker() },
  { key: 'trackers', path: routes.trackers() },
  { key: 'services', path: routes.services() },
  { key: 'dataMarket', path: routes.dataMarket() },
  { key: 'computeMarket', path: routes.computeMarket() },
] as const

/** Other paid services and the contact address from site settings. */
export async function MoreTab({ locale }: { locale: Locale }) {
  const [t, contact] = await Promise.all([getT(locale, 'business'), findSupportContact(locale)])
  return (
    <section aria-labelledby="business-more" className={styles.panel} data-testid="business-panel" data-tab="more">
      <h2 id="business-more">{t('more.title')}</h2>
      <p className={styles.lead}>{t('more.intro')}</p>
      <ul className={styles.cards} data-testid="more-services">
        {services.map((s) => (
          <li key={s.key} className={styles.card}>
            <h3>
              <a href={localePath(locale, s.path)}>{t(`more.${s.key}.name`)}</a>
            </h3>
            <p>{t(`more.${s.key}.text`)}</p>
          </li>
        ))}
      </ul>
      {contact.email ? (
        <div className={styles.contact}>
          <h3 className={styles.subheading}>{t('more.contactTitle')}</h3>
          <p>
            {t('more.contact')} <a href={`mailto:${contact.email}`} data-testid="contact-email">{contact.email}</a>
          </p>
          {contact.supportHours ? <p className={styles.muted}>{t('more.hours', { hours: contact.supportHours })}</p> : null}
        </div>
      ) : null}
    </section>
  )
}
