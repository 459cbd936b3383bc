'use client'

import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'

/** The published formulas behind the figures, with their version and when figures are uncertain. */
export function ScoringMethod({ view }: { view: ReportView }) {
  const t = useTrackerT()
  const { method } = view
  const w = method.weights
  const [a, b, c, d] = method.exposureThresholds
  return (
    <section className={styles.section} aria-labelledby="tracker-method" data-testid="tracker-method">
      <h2 id="tracker-method">{t('method.title')}</h2>
      <p className={styles.hint}>
        {t('method.version')} <code>{method.version}</code>
      </p>
      <ul className={styles.recs}>
        <li>{t('method.visibility')}</li>
        <li>{t('method.shareOfVoice')}</li>
        <li>{t('method.position')}</li>
        <li>{t('method.sentiment')}</li>
        <li>{t('method.citations')}</li>
        <li>
          <code>
            score = 100 × ({w.visibility} V + {w.shareOfVoice} S + {w.position} P + {w.sentiment} M + {w.citations} C)
          </code>
        </li>
        <li>{t('method.brand')}</li>
        <li>{t('method.exposure', { a, b, c, d })}</li>
        <li>{t('method.uncertain', { count: method.fewAnswers })}</li>
      </ul>
    </section>
  )
}
