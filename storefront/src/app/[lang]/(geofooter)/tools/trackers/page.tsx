import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { signInHref } from '@/features/account/signInHref'
import styles from '@/features/geo/geoPage.module.css'
import { BrandRanking } from '@/features/tracker/BrandRanking'
import { BrandSearch } from '@/features/tracker/BrandSearch'
import { MyTrackers } from '@/features/tracker/MyTrackers'
import { TrackerFlow } from '@/features/tracker/TrackerFlow'
import { TrackerI18n } from '@/features/tracker/TrackerI18n'
import { getT, resources } from '@/i18n'
import { localeMeta } from '@aidir/cms/locales'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { edition, localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'tracker')
  return pageMetadata({ locale, path: routes.trackers(), title: t('page.title'), description: t('page.description') })
}

/** The brand visibility tracker (SPEC §1, §2): add a brand in three steps, follow the analysis, see the public ranking. */
export default async function TrackersPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, common] = await Promise.all([getT(locale, 'tracker'), getT(locale)])
  const reportBase = localePath(locale, routes.trackers())
  const lang = localeMeta[locale].hreflang
  return (
    <TrackerI18n locale={locale} texts={resources[locale].tracker}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: common('links.tools'), path: routes.tools() },
          { name: t('page.title'), path: routes.trackers() },
        ]}
      />
      <header className={styles.hero}>
        <h1>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.intro')}</p>
        <BrandSearch reportBase={reportBase} />
      </header>
      <TrackerFlow loginHref={signInHref(locale, routes.trackers())} reportBase={reportBase} edition={edition()} />
      <section className={styles.section} aria-labelledby="tracker-mine-title">
        <h2 id="tracker-mine-title">{t('mine.title')}</h2>
        <MyTrackers reportBase={reportBase} flowBase={reportBase} locale={lang} />
      </section>
      <section className={styles.section} aria-labelledby="tracker-ranking-title">
        <h2 id="tracker-ranking-title">{t('ranking.title')}</h2>
        <BrandRanking reportBase={reportBase} />
      </section>
      <section className={styles.section} aria-labelledby="tracker-features">
        <h2 id="tracker-features">{t('features.title')}</h2>
        <ul className={styles.grid}>
          {(['platforms', 'competitors', 'topics', 'strategy'] as const).map((k) => (
            <li key={k} className={styles.card}>
              <h3>{t(`features.${k}.title`)}</h3>
              <p>{t(`features.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="tracker-enterprise">
        <h2 id="tracker-enterprise">{t('enterprise.title')}</h2>
        <ul className={styles.grid}>
          {(['reports', 'experts', 'guidance'] as const).map((k) => (
            <li key={k} className={styles.card}>
              <h3>{t(`enterprise.${k}.title`)}</h3>
              <p>{t(`enterprise.${k}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className={styles.actions}>
          <a className={styles.cta} href={`${localePath(locale, routes.geo())}#contact`}>
            {t('enterprise.contact')}
          </a>
        </p>
      </section>
    </TrackerI18n>
  )
}
