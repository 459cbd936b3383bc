import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './Footer.module.css'
import { getFooterSettings } from './siteSettings'

type FooterLink = { key: string; path: string }

/** Site links by area, from the shared route map; labels live in common.json under links.*. */
const columns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'footer.explore',
    links: [
      { key: 'tools', path: routes.tools() },
      { key: 'discover', path: routes.discover() },
      { key: 'categories', path: routes.categories() },
      { key: 'paidProducts', path: routes.paidProducts() },
      { key: 'openSourceProducts', path: routes.openSourceProducts() },
      { key: 'rankings', path: routes.rankings() },
    ],
  },
  {
    heading: 'footer.markets',
    links: [
      { key: 'models', path: routes.models() },
      { key: 'mcpServers', path: routes.mcpServers() },
      { key: 'news', path: routes.news() },
      { key: 'guides', path: routes.guides() },
      { key: 'dataMarket', path: routes.dataMarket() },
      { key: 'computeMarket', path: routes.computeMarket() },
      { key: 'services', path: routes.services() },
      { key: 'agent', path: routes.agent() },
    ],
  },
  {
    heading: 'footer.business',
    links: [
      { key: 'submission', path: routes.submission() },
      { key: 'business', path: routes.business() },
      { key: 'deployment', path: routes.deployment() },
      { key: 'geo', path: routes.geo() },
    ],
  },
  {
    heading: 'footer.about',
    links: [
      { key: 'aboutUs', path: routes.about() },
      { key: 'agreement', path: routes.agreement() },
      { key: 'privacy', path: routes.privacy() },
    ],
  },
]

/** Plain links, not next/link: each would be a client component with its props in every page's hydration data. */
export async function Footer({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getT(locale), getFooterSettings(locale)])
  const { contact } = settings
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {columns.map((column) => (
          <nav key={column.heading} className={styles.column} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className={styles.heading}>
              {t(column.heading)}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <a href={localePath(locale, link.path)}>{t(`links.${link.key}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className={`${styles.column} ${styles.support}`} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <dl className={styles.contact}>
            {settings.supportHours ? (
              <div>
                <dt>{t('footer.supportHours')}</dt>
                <dd>{settings.supportHours}</dd>
              </div>
            ) : null}
            {contact.email ? (
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
            ) : null}
            {contact.phone ? (
              <div>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </dd>
              </div>
            ) : null}
            {contact.wechat ? (
              <div>
                <dt>{t('footer.wechat')}</dt>
                <dd>{contact.wechat}</dd>
              </div>
            ) : null}
            {contact.address ? (
              <div>
                <dt>{t('footer.address')}</dt>
                <dd>{contact.address}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear(), name: settings.siteName ?? t('site.name') })}
      </p>
    </footer>
  )
}
