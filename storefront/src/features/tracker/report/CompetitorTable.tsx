'use client'

import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'
import { percent } from './platformName'

/** Competitor analysis: the brand against each competitor on the same answers, best score first. */
export function CompetitorTable({ view }: { view: ReportView }) {
  const t = useTrackerT()
  const rows = [...view.report.competitors].sort((a, b) => b.score - a.score)
  return (
    <section className={styles.section} aria-labelledby="tracker-competitors">
      <h2 id="tracker-competitors">{t('report.competitors')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="tracker-competitors">
          <thead>
            <tr>
              <th>{t('report.brand')}</th>
              <th>{t('report.platformScore')}</th>
              <th>{t('report.visibility')}</th>
              <th>{t('report.shareOfVoice')}</th>
              <th>{t('report.exposureCount')}</th>
              <th>{t('report.recommended')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.name} className={c.isBrand ? styles.mine : undefined}>
                <th scope="row">
                  {c.name}
                  {c.isBrand ? <span className={styles.counter}> ({t('report.you')})</span> : null}
                </th>
                <td>{c.score}</td>
                <td>{percent(c.visibility)}</td>
                <td>{percent(c.shareOfVoice)}</td>
                <td>{c.exposures}</td>
                <td>{c.recommended}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
