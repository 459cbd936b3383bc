'use client'

import { useQuery } from '@tanstack/react-query'
import { formatPercent } from '@/lib/format'
import { ApiError, apiData } from '@/features/session/client'
import type { CheckView } from './checkView'
import { ExportButtons } from './ExportButtons'
import { useGeoT } from './GeoI18n'
import { LoginHint } from './LoginHint'
import { SandboxNotice } from './SandboxNotice'
import { TaskCard } from './TaskCard'
import { useApiMessage } from './useMessage'
import styles from './geo.module.css'

/** How often the cards ask for news while any detection is queued or running. */
export const POLL_MS = 1500

/**
 * A check's result: one card per platform, refreshed every POLL_MS while anything is pending and
 * never after, a summary, the sandbox notice and the export buttons.
 */
export function CheckResult({ checkId, loginHref }: { checkId: number; loginHref: string }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const { data, error, isPending } = useQuery({
    queryKey: ['geo-check', checkId],
    queryFn: () => apiData<CheckView>(`/api/geo/checks/${checkId}`),
    // Stops once nothing is pending, and on an error (not yours, signed out) rather than hammering.
    refetchInterval: (query) => (query.state.error || (query.state.data && !query.state.data.pending) ? false : POLL_MS),
    staleTime: 0,
  })
  if (isPending) return <p className={styles.hint}>{t('result.loading')}</p>
  if (error) {
    if (error instanceof ApiError && error.status === 401) return <LoginHint href={loginHref} />
    return <p className={styles.error} role="alert">{apiMessage(error instanceof ApiError ? error.message : undefined, 'messages.historyFailed')}</p>
  }
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
