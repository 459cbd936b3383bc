import type { Metadata } from 'next'
import { ComputeOfferCard } from '@/features/markets/ComputeOfferCard'
import { computeKinds, findComputeOffers } from '@/features/markets/queries'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'market')
  return pageMetadata({ locale, path: routes.computeMarket(), title: t('compute.title'), description: t('compute.description') })
}

/** Computing power market: offers grouped by kind (cloud servers, GPU leasing, all-in-one machines, GPUs). */
export default async function ComputeMarketPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, offers] = await Promise.all([getT(locale, 'market'), findComputeOffers(locale)])
  const groups = computeKinds.map((kind) => ({ kind, items: offers.filter((o) => o.kind === kind) })).filter((g) => g.items.length > 0)
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('compute.title') }]} />
      <header className={styles.header}>
        <h1>{t('compute.title')}</h1>
        <p className={styles.intro}>{t('compute.intro')}</p>
        <p className={styles.intro}>
          <a href={localePath(locale, routes.computeAssistant())} data-testid="compute-assistant-link">{t('assistant.open')}</a>
        </p>
      </header>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <nav aria-label={t('compute.kinds')}>
            <ul className={styles.tabs}>
              {groups.map((g) => (
                <li key={g.kind}>
                  <a href={`#${g.kind}`}>
                    {t(`compute.kind.${g.kind}.title`)} ({g.items.length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => (
            <section key={g.kind} id={g.kind} className={styles.section} aria-labelledby={`${g.kind}-heading`}>
              <h2 id={`${g.kind}-heading`}>{t(`compute.kind.${g.kind}.title`)}</h2>
              <p className={styles.sectionIntro}>{t(`compute.kind.${g.kind}.intro`)}</p>
              <ul className={styles.grid}>
                {g.items.map((o) => (
                  <li key={o.id}>
                    <ComputeOfferCard locale={locale} offer={o} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  )
}
