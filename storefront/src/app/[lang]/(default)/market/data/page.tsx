import type { Metadata } from 'next'
import { DatasetCard } from '@/features/markets/DatasetCard'
import { RequestSection } from '@/features/markets/RequestSection'
import { findDatasets } from '@/features/markets/queries'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'market')
  return pageMetadata({ locale, path: routes.dataMarket(), title: t('data.title'), description: t('data.description') })
}

/** AI data market: training data sets with provider, license, size, modalities and access. */
export default async function DataMarketPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, datasets] = await Promise.all([getT(locale, 'market'), findDatasets(locale)])
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('data.title') }]} />
      <header className={styles.header}>
        <h1>{t('data.title')}</h1>
        <p className={styles.intro}>{t('data.intro')}</p>
      </header>
      {datasets.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="dataset-list">
          {datasets.map((d) => (
            <li key={d.id}>
              <DatasetCard locale={locale} dataset={d} />
            </li>
          ))}
        </ul>
      )}
      <RequestSection kind="data" locale={locale} />
    </>
  )
}
