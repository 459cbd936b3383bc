import type { Locale } from '@aidir/cms/locales'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { Dataset } from './queries'

/** A data set in the data market: provider, license, size, modalities, how to get it. */
export async function DatasetCard({ locale, dataset }: { locale: Locale; dataset: Dataset }) {
  const t = await getT(locale, 'market')
  return (
    <article className={styles.card} data-dataset={dataset.key}>
      <h2>{dataset.name}</h2>
      <p>{dataset.description}</p>
      <dl className={styles.facts}>
        <dt>{t('data.provider')}</dt>
        <dd>{dataset.provider}</dd>
        {dataset.license ? (
          <>
            <dt>{t('data.license')}</dt>
            <dd>{dataset.license}</dd>
          </>
        ) : null}
        {dataset.size ? (
          <>
            <dt>{t('data.size')}</dt>
            <dd>{dataset.size}</dd>
          </>
        ) : null}
        <dt>{t('data.access')}</dt>
        <dd>{t(`data.accessKind.${dataset.access}`)}</dd>
        {dataset.modalities.length > 0 ? (
          <>
            <dt>{t('data.modalities')}</dt>
            <dd>
              <ul className={styles.chips}>
                {dataset.modalities.map((m) => (
                  <li key={m}>
                    <span>{t(`data.modality.${m}`)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <a className={styles.action} href={localePath(locale, routes.externalLink(dataset.url))} rel="nofollow">
        {t('visit', { name: dataset.name })}
      </a>
    </article>
  )
}
