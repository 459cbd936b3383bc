'use client'

import { useTrackerT } from '../TrackerI18n'
import type { ReportView } from '../reportView'
import styles from '../tracker.module.css'
import { usePlatformName } from './platformName'

/** Hot topics per platform with their mention counts. */
export function HotTopics({ view }: { view: ReportView }) {
  const t = useTrackerT()
  const platformName = usePlatformName()
  return (
    <section className={styles.section} aria-labelledby="tracker-topics">
      <h2 id="tracker-topics">{t('report.hotTopics')}</h2>
      <ul className={styles.cardGrid} data-testid="tracker-hot-topics">
        {Object.entries(view.report.hotTopics).map(([platform, topics]) => (
          <li key={platform} className={styles.card}>
            <h3>{platformName(platform)}</h3>
            {topics.length ? (
              <ol className={styles.topicList}>
                {topics.map((topic) => (
                  <li key={topic.topic}>
                    <span>{topic.topic}</span> <span className={styles.counter}>{t('report.mentions', { count: topic.mentions })}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.hint}>{t('report.noTopics')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
