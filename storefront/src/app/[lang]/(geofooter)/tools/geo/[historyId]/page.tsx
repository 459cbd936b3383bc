import { localeMeta } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { existingCheckId } from '@/features/geo/existingCheckId'
import { GeoI18n } from '@/features/geo/GeoI18n'
import { HistoryDetail } from '@/features/geo/HistoryDetail'
import styles from '@/features/geo/geoPage.module.css'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { signInHref } from '@/features/account/signInHref'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; historyId: string }> }

const idOf = async (params: Props['params']) => existingCheckId((await params).historyId)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'geo')
  const id = await idOf(params)
  // No such check (or no id at all): the answer is a 404; the page renders the message.
  if (!id) notFound()
  return pageMetadata({ locale, path: routes.geoHistory(id), title: t('history.detailTitle', { id }), noindex: true })
}

/** One past ranking check: its question, hit terms and each platform's result with the evidence. */
export default async function GeoHistoryPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const id = await idOf(params)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!id) return <NotFoundClient />
  const t = await getT(locale, 'geo')
  const checker = localePath(locale, routes.geoChecker())
  return (
    <GeoI18n locale={locale} texts={resources[locale].geo}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('checker.title'), path: routes.geoChecker() },
          { name: t('history.detailTitle', { id }) },
        ]}
      />
      <header className={styles.hero}>
        <h1>{t('history.detailTitle', { id })}</h1>
        <p className={styles.actions}>
          <a className={styles.ctaSecondary} href={checker}>
            {t('history.back')}
          </a>
          <a className={styles.ctaSecondary} href={`${checker}?tab=history`}>
            {t('tabs.history')}
          </a>
        </p>
      </header>
      <HistoryDetail checkId={id} loginHref={signInHref(locale, routes.geoHistory(id))} langType={localeMeta[locale].apiKey} checkerHref={checker} />
    </GeoI18n>
  )
}
