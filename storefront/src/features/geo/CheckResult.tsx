'use client'

import { useEffect } from 'react'
import { formatPercent } from '@/lib/format'
import { useTranslation } from '@/i18n/client'
import { ApiError } from '@/features/session/client'
import { TaskPollError } from '@/features/tasks/TaskView'
import { useTaskPoll } from '@/features/tasks/useTaskPoll'
import type { CheckedInput } from './checkForm'
import type { CheckView } from './checkView'
import { ExportButtons } from './ExportButtons'
import { useGeoT } from './GeoI18n'
import { LoginHint } from './LoginHint'
import { SandboxNotice } from './SandboxNotice'
import { TaskCard } from './TaskCard'
import { useApiMessage } from './useMessage'
import styles from './geo.module.css'

/**
 * A check's result: one card per platform, polled (useTaskPoll) while anything is pending and
 * never after, a summary, the sandbox notice and the export buttons.
 */
export function CheckResult({ checkId, loginHref, onLoaded }: { checkId: number; loginHref: string; onLoaded?: (check: CheckedInput) => void }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const { t: te } = useTranslation('errors')
  const { data, error, retry, retrying } = useTaskPoll<CheckView>({ queryKey: ['geo-check', checkId], path: `/api/geo/checks/${checkId}`, settled: (view) => !view.pending })
  const loaded = data?.check
  // Tells the page what was asked once the check has loaded (the form shows it again).
  useEffect(() => {
    if (loaded) onLoaded?.({ id: loaded.id, question: loaded.question, hitTerms: loaded.hitTerms, platforms: loaded.platforms })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded?.id])
  if (error) {
    if (error instanceof ApiError && error.status === 401) return <LoginHint href={loginHref} />
    return <TaskPollError className={styles.error} buttonClassName={styles.secondary} message={apiMessage(error instanceof ApiError ? error.message : undefined, 'messages.historyFailed')} retryLabel={te('error.retry')} onRetry={retry} retrying={retrying} />
  }
  if (!data) return <p className={styles.hint}>{t('result.loading')}</p>
  const { check, detections, summary } = data
  return (
    <section className={styles.result} aria-labelledby="geo-result" data-testid="geo-result" data-check-id={check.id}>
      <header className={styles.resultHeader}>
        <h2 id="geo-result">{check.question}</h2>
        <ul className={styles.chips} aria-label={t('form.hitTerms')}>
          {check.hitTerms.map((term) => (
            <li key={term} className={styles.chip}>{term}</li>
          ))}
        </ul>
        <p className={styles.hint}>
          {t('result.summary', { completed: summary.completed, total: summary.detections, recommended: summary.recommendations, rate: formatPercent(summary.exposureRate) })}
        </p>
      </header>
      {data.sandbox ? <SandboxNotice /> : null}
      <ul className={styles.cards}>
        {detections.map((d) => (
          <TaskCard key={d.id} detection={d} checkId={check.id} />
        ))}
      </ul>
      <ExportButtons checkId={check.id} exportable={data.exportable} />
      <p className={styles.hint}>{t('result.method')}</p>
    </section>
  )
}
