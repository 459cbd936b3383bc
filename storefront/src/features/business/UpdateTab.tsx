import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { PackageList } from './PackageList'
import styles from './business.module.css'
import { editionCurrency, findUpdatePackages } from './data'

const changes = ['texts', 'url', 'pricing', 'screenshots'] as const

/** What a paid update can change, its package and price, and the way to /update. */
export async function UpdateTab({ locale }: { locale: Locale }) {
  const [t, packages] = await Promise.all([getT(locale, 'business'), findUpdatePackages(locale, editionCurrency())])
  return (
    <section aria-labelledby="business-update" className={styles.panel} data-testid="business-panel" data-tab="update">
      <h2 id="business-update">{t('update.title')}</h2>
      <p className={styles.lead}>{t('update.intro')}</p>
      <h3 className={styles.subheading}>{t('update.changes')}</h3>
      <ul className={styles.terms}>
        {changes.map((c) => (
          <li key={c}>{t(`update.change.${c}`)}</li>
        ))}
      </ul>
      <ul className={styles.terms}>
        <li>{t('update.review')}</li>
        <li>{t('update.refund')}</li>
      </ul>
      {packages.length ? <PackageList packages={packages} testId="update-packages" /> : <p className={styles.empty}>{t('update.none')}</p>}
      <p>
        <a className={styles.primary} href={localePath(locale, routes.update())} data-testid="business-action">
          {t('update.action')}
        </a>
      </p>
    </section>
  )
}
