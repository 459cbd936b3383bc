import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { formatDate, formatScore } from './format'
import type { ModelDetail } from './types'
import styles from './models.module.css'

/** Published benchmark scores (percent) with where and when they were published; says so when a model has none rather than showing an empty table. */
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
                <th scope="col">{t('compare.source')}</th>
              </tr>
            </thead>
            <tbody>
              {model.benchmarks.map((b) => (
                <tr key={b.name}>
                  <th scope="row">{b.name}</th>
                  <td className={styles.num}>{formatScore(b.score, locale)}</td>
                  <td>
                    {b.source ? (
                      <a href={localePath(locale, routes.externalLink(b.source))} rel="nofollow">
                        {new URL(b.source).hostname}
                      </a>
                    ) : null}
                    {b.source && b.date ? ' · ' : null}
                    {formatDate(b.date, locale) ?? (b.source ? null : <span className={styles.missing}>{t('notPublished')}</span>)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
