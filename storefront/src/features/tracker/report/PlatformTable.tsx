'use client'

import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'
import { percent, usePlatformName } from './platformName'

/** Recent platform performance: per platform its score, visibility (with its 95 % interval), exposure count and level. */
export function PlatformTable({ view }: { view: ReportView }) {
  const t = useTrackerT()
  const platformName = usePlatformName()
  const rows = Object.entries(view.report.platforms).sort((a, b) => b[1].score - a[1].score)
  return (
    <section className={styles.section} aria-labelledby="tracker-platforms">
      <h2 id="tracker-platforms">{t('report.platforms')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="tracker-platforms">
          <thead>
            <tr>
              <th>{t('report.platform')}</th>
              <th>{t('report.platformScore')}</th>
              <th>{t('report.visibility')}</th>
              <th>{t('report.exposureCount')}</th>
              <th>{t('report.exposureLevel')}</th>
              <th>{t('report.answers')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([id, p]) => (
              <tr key={id} data-platform={id}>
                <th scope="row">{platformName(id)}</th>
                <td>{p.score}</td>
                <td>
                  {percent(p.visibility)}{' '}
                  <span className={styles.counter} title={t('report.interval')}>
                    ({percent(p.visibilityInterval[0])}–{percent(p.visibilityInterval[1])})
                  </span>
                </td>
                <td>{p.exposures}</td>
                <td>
                  <span className={`${styles.level} ${styles[`exposure_${p.exposureLevel}`] ?? ''}`}>{t(`exposure.${p.exposureLevel}`)}</span>
                </td>
                <td>
                  {p.answers}
                  {p.uncertain ? <span className={styles.warn}> · {t('report.fewAnswers')}</span> : null}
                </td>
              </tr>
            ))}
            {view.report.failedPlatforms.map((id) => (
              <tr key={id} data-platform={id}>
                <th scope="row">{platformName(id)}</th>
                <td colSpan={5} className={styles.warn}>
                  {t('strategy.platformFailed', { platform: platformName(id) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
