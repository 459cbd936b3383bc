import { localeMeta } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { GeoChecker } from '@/features/geo/GeoChecker'
import { GeoI18n } from '@/features/geo/GeoI18n'
import styles from '@/features/geo/geoPage.module.css'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { signInHref } from '@/features/account/signInHref'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'geo')
  return pageMetadata({ locale, path: routes.geoChecker(), title: t('checker.title'), description: t('checker.description') })
}

/** The GEO ranking checker: does an AI platform recommend your brand for this question? */
export default async function GeoCheckerPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, common] = await Promise.all([getT(locale, 'geo'), getT(locale)])
  return (
    <GeoI18n locale={locale} texts={resources[locale].geo}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: common('links.tools'), path: routes.tools() },
          { name: t('checker.title'), path: routes.geoChecker() },
        ]}
      />
      <header className={styles.hero}>
        <h1>{t('checker.title')}</h1>
        <p className={styles.lead}>{t('checker.intro')}</p>
      </header>
      <GeoChecker
        langType={localeMeta[locale].apiKey}
        locale={localeMeta[locale].hreflang}
        loginHref={signInHref(locale, routes.geoChecker())}
        historyBase={localePath(locale, routes.geoChecker())}
      />
    </GeoI18n>
  )
}
