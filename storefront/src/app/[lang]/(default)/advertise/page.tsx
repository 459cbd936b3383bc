import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { AdsI18n } from '@/features/ads/AdsI18n'
import { AdvertiseForm } from '@/features/ads/AdvertiseForm'
import styles from '@/features/ads/advertise.module.css'
import { positionCards } from '@/features/ads/pageData'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

// Shows each position's queue as it is now and reads ?position=: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'ads')
  return pageMetadata({ locale, path: routes.advertise(), title: t('title'), description: t('intro') })
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * /advertise (SPEC §3 Ad order, §5): a catalogue tool, a contact email and a position, for one
 * run of the position's days. Positions, prices and queue quotes are read here on the server; the
 * form is a client component that places the order and sends the buyer to the payment page.
 */
export default async function AdvertisePage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  const [t, positions] = await Promise.all([getT(locale, 'ads'), positionCards(locale)])
  return (
    <AdsI18n locale={locale} texts={resources[locale].ads}>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.advertise() }]} />
      <header className={styles.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <AdvertiseForm locale={locale} positions={positions} initialPosition={first(query.position) ?? null} submissionHref={localePath(locale, routes.submission())} />
    </AdsI18n>
  )
}
