import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatScore } from './format'
import type { ModelDetail } from './types'
import styles from './models.module.css'

/** Published benchmark scores (percent); says so when a model has none rather than showing an empty table. */
export async function BenchmarksTable({ model, locale, headingId }: { model: ModelDetail; locale: Locale; headingId: string }) {
  const t = await getT(locale, 'models')
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.benchmarks')}</h2>
      {model.benchmarks.length === 0 ? (
        <p className={styles.missing}>{t('detail.noBenchmarks')}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={styles.table} data-testid="benchmarks-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.benchmark')}</th>
                <th scope="col" className={styles.num}>{t('detail.score')}</th>
              </tr>
            </thead>
            <tbody>
              {model.benchmarks.map((b) => (
                <tr key={b.name}>
                  <th scope="row">{b.name}</th>
                  <td className={styles.num}>{formatScore(b.score, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
