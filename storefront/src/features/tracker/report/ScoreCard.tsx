'use client'

import { exposureLevels } from '@aidir/cms/geo'
import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'

/** The brand score card (SPEC §2): score, exposure level on the five-level scale, count, update time and the optimise link. */
export function ScoreCard({ view, optimiseHref, locale }: { view: ReportView; optimiseHref: string; locale: string }) {
  const t = useTrackerT()
  const { report } = view
  return (
    <section className={styles.scoreCard} aria-labelledby="tracker-score" data-testid="tracker-score-card">
      <div>
        <h2 id="tracker-score">{t('report.score')}</h2>
        <p className={styles.score} data-testid="tracker-score">
          {report.brandScore}
        </p>
        {report.uncertain ? <p className={styles.warn}>{t('uncertain')}</p> : null}
      </div>
      <dl className={styles.facts}>
        <dt>{t('report.exposureLevel')}</dt>
        <dd>
          <ExposureScale level={report.exposureLevel} />
        </dd>
        <dt>{t('report.exposureCount')}</dt>
        <dd data-testid="tracker-exposures">{report.exposures}</dd>
        <dt>{t('report.updated')}</dt>
        <dd>{new Date(report.dataUpdatedAt).toLocaleString(locale)}</dd>
      </dl>
      <a className={styles.primaryLink} href={optimiseHref}>
        {t('report.optimise')}
      </a>
    </section>
  )
}

/** The five exposure levels (SPEC §9) with the current one marked. */
export function ExposureScale({ level }: { level: string }) {
  const t = useTrackerT()
  return (
    <ol className={styles.scale} aria-label={t('report.exposureLevel')} data-level={level}>
      {exposureLevels.map((l) => (
        <li key={l} aria-current={l === level ? 'true' : undefined} className={l === level ? styles.scaleOn : undefined}>
          {t(`exposure.${l}`)}
        </li>
      ))}
    </ol>
  )
}
