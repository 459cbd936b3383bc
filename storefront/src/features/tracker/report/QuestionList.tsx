'use client'

import { useState } from 'react'
import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'

const SHOWN = 8

/** Query questions asked in the run: question, user intent, processing time; "view more" shows them all. */
export function QuestionList({ view }: { view: ReportView }) {
  const t = useTrackerT()
  const [all, setAll] = useState(false)
  const rows = all ? view.questions : view.questions.slice(0, SHOWN)
  return (
    <section className={styles.section} aria-labelledby="tracker-questions">
      <h2 id="tracker-questions">{t('report.questions')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="tracker-questions">
          <thead>
            <tr>
              <th>{t('report.question')}</th>
              <th>{t('report.intent')}</th>
              <th>{t('report.processing')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((q, i) => (
              <tr key={i}>
                <td>{q.question}</td>
                <td>{t(`intents.${q.intent}`)}</td>
                <td>{q.processingMs === null ? '—' : t('report.seconds', { value: (q.processingMs / 1000).toFixed(1) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.questions.length > SHOWN ? (
        <button type="button" className={styles.linkButton} onClick={() => setAll((x) => !x)} aria-expanded={all} data-testid="tracker-questions-more">
          {all ? t('report.viewLess') : t('report.viewMore', { count: view.questions.length })}
        </button>
      ) : null}
    </section>
  )
}
