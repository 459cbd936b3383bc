'use client'

import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'

const W = 480
const H = 120
const PAD = 8

/** The score over time, one point per finished run: a small line chart and the same figures as a table. */
export function TrendChart({ view, locale, reportHref }: { view: ReportView; locale: string; reportHref: string }) {
  const t = useTrackerT()
  const points = view.trend
  const x = (i: number) => (points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1))
  const y = (score: number) => H - PAD - (Math.max(0, Math.min(100, score)) / 100) * (H - 2 * PAD)
  return (
    <section className={styles.section} aria-labelledby="tracker-trend">
      <h2 id="tracker-trend">{t('report.trend')}</h2>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('report.trendChart', { count: points.length })}>
        <line x1={PAD} x2={W - PAD} y1={y(50)} y2={y(50)} className={styles.chartGrid} />
        <polyline fill="none" className={styles.chartLine} points={points.map((p, i) => `${x(i)},${y(p.score)}`).join(' ')} />
        {points.map((p, i) => (
          <circle key={p.run} cx={x(i)} cy={y(p.score)} r={4} className={p.run === view.report.run ? styles.chartDotOn : styles.chartDot} />
        ))}
      </svg>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="tracker-trend">
          <thead>
            <tr>
              <th>{t('report.trendDate')}</th>
              <th>{t('report.score')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.run} aria-current={p.run === view.report.run ? 'true' : undefined}>
                <td>
                  <a href={`${reportHref}?run=${p.run}`}>{new Date(p.date).toLocaleString(locale)}</a>
                </td>
                <td>
                  {p.score}
                  {p.uncertain ? <span className={styles.warn}> · {t('report.fewAnswers')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
