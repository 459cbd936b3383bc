import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { existingTrackerId } from '@/features/tracker/existingTrackerId'
import { signInHref } from '@/features/account/signInHref'
import styles from '@/features/geo/geoPage.module.css'
import { TrackerI18n } from '@/features/tracker/TrackerI18n'
import { TrackerReport } from '@/features/tracker/TrackerReport'
import { getT, resources } from '@/i18n'
import { localeMeta } from '@aidir/cms/locales'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { edition, localePath } from '@/lib/site'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; id: string }> }

const idOf = async (params: Props['params']) => existingTrackerId((await params).id)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'tracker')
  const id = await idOf(params)
  // No such tracker (or no id at all): the answer is a 404; the page renders the message.
  if (!id) notFound()
  return pageMetadata({ locale, path: routes.trackerReport(id), title: t('report.title', { id }), noindex: true })
}

/** One brand's visibility report (SPEC §2 brand detail page). */
export default async function TrackerReportPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const id = await idOf(params)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!id) return <NotFoundClient />
  const t = await getT(locale, 'tracker')
  const start = localePath(locale, routes.trackers())
  return (
    <TrackerI18n locale={locale} texts={resources[locale].tracker}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('page.title'), path: routes.trackers() },
          { name: t('report.heading') },
        ]}
      />
      <header className={styles.hero}>
        <h1>{t('report.heading')}</h1>
        <p className={styles.actions}>
          <a className={styles.ctaSecondary} href={start} data-testid="tracker-back-to-add">
            {t('report.back')}
          </a>
        </p>
      </header>
      <TrackerReport
        trackerId={id}
        loginHref={signInHref(locale, routes.trackerReport(id))}
        optimiseHref={`${localePath(locale, routes.geo())}#contact`}
        locale={localeMeta[locale].hreflang}
        edition={edition()}
        reportHref={localePath(locale, routes.trackerReport(id))}
      />
    </TrackerI18n>
  )
}
