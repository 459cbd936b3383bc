import type { Locale } from '@aidir/cms/locales'
import { editionCurrency, submissionPackages } from '@/features/submission/pageData'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { PackageList } from './PackageList'
import styles from './business.module.css'

/** The submission packages on sale (SPEC §9 review and listing times) and the way to /submission. */
export async function SubmitTab({ locale }: { locale: Locale }) {
  const [t, packages] = await Promise.all([getT(locale, 'business'), submissionPackages(locale, editionCurrency())])
  return (
    <section aria-labelledby="business-submit" className={styles.panel} data-testid="business-panel" data-tab="submit">
      <h2 id="business-submit">{t('submit.title')}</h2>
      <p className={styles.lead}>{t('submit.intro')}</p>
      <ul className={styles.terms}>
        <li>{t('submit.review')}</li>
        <li>{t('submit.listing')}</li>
        <li>{t('submit.refund')}</li>
      </ul>
      {packages.length ? <PackageList packages={packages} testId="submission-packages" /> : <p className={styles.empty}>{t('submit.none')}</p>}
      <p>
        <a className={styles.primary} href={localePath(locale, routes.submission())} data-testid="business-action">
          {t('submit.action')}
        </a>
      </p>
    </section>
  )
}
