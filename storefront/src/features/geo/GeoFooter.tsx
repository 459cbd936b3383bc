import type { Locale } from '@aidir/cms/locales'
import Link from 'next/link'
import styles from './geoPage.module.css'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { getFooterSettings } from '@/components/shell/siteSettings'

/**
 * SPEC layout "geofooter": the GEO pages' own footer — the GEO services' links and the support
 * contact — and a bottom bar that keeps the checker and the contact form one click away (the
 * back-to-top button sits above it on /geo paths).
 */
export async function GeoFooter({ locale }: { locale: Locale }) {
  const [t, common, settings] = await Promise.all([getT(locale, 'geo'), getT(locale), getFooterSettings(locale)])
  const links = [
    { label: t('footer.services'), href: localePath(locale, routes.geo()) },
    { label: t('footer.tools'), href: localePath(locale, routes.geoTools()) },
    { label: t('footer.checker'), href: localePath(locale, routes.geoChecker()) },
    { label: t('footer.trackers'), href: localePath(locale, routes.trackers()) },
    { label: common('links.tools'), href: localePath(locale, routes.tools()) },
    { label: common('links.aboutUs'), href: localePath(locale, routes.about()) },
    { label: common('links.privacy'), href: localePath(locale, routes.privacy()) },
  ]
  return (
    <footer className={styles.footer} data-testid="geo-footer">
      <div className={styles.footerInner}>
        <nav aria-label={t('footer.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {settings.contact.email ? (
            <p>
              {t('footer.contact')} <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
            </p>
          ) : null}
          {settings.supportHours ? <p>{t('footer.hours', { hours: settings.supportHours })}</p> : null}
          <p>{common('footer.copyright', { year: new Date().getFullYear(), name: settings.siteName ?? common('site.name') })}</p>
        </div>
      </div>
      <div className={styles.bar}>
        <span>{t('footer.barText')}</span>
        <Link className={styles.cta} href={localePath(locale, routes.geoChecker())} prefetch={false}>
          {t('footer.barChecker')}
        </Link>
        <Link className={styles.ctaSecondary} href={`${localePath(locale, routes.geo())}#contact`} prefetch={false}>
          {t('footer.barContact')}
        </Link>
      </div>
    </footer>
  )
}
