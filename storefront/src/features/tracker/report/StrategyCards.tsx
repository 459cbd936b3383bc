'use client'

import type { Recommendation } from '@aidir/cms/tracker'
import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'
import { usePlatformName } from './platformName'

/** Figures naming platforms are shown by their names; exposure levels in words. */
function useWords() {
  const t = useTrackerT()
  const platformName = usePlatformName()
  return (rec: Recommendation): string => {
    const params: Record<string, string | number> = { ...rec.params }
    for (const key of ['platform', 'best', 'platforms']) if (typeof params[key] === 'string') params[key] = platformName(params[key] as string)
    if (typeof params.exposure === 'string') params.exposure = t(`exposure.${params.exposure}`)
    if (rec.key === 'summaryFirstAction') {
      const { action, ...rest } = params
      return `${t('strategy.summaryFirstAction')} ${t(`strategy.${action}`, rest)}`
    }
    return t(`strategy.${rec.key}`, params)
  }
}

/** The four strategy cards (platform performance, competitor analysis, topic exposure, summary). */
export function StrategyCards({ view }: { view: ReportView }) {
  const t = useTrackerT()
  const words = useWords()
  return (
    <section className={styles.section} aria-labelledby="tracker-strategy">
      <h2 id="tracker-strategy">{t('report.strategy')}</h2>
      <ul className={styles.cardGrid} data-testid="tracker-strategy">
        {view.report.strategy.map((card) => (
          <li key={card.kind} className={`${styles.card} ${styles[`card_${card.level}`] ?? ''}`} data-kind={card.kind}>
            <h3>
              {t(`cards.${card.kind}`)} <span className={styles.level}>{t(`levels.${card.level}`)}</span>
            </h3>
            <ul className={styles.recs}>
              {card.recommendations.map((rec, i) => (
                <li key={i}>{words(rec)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
