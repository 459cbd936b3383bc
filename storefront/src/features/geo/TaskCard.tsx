'use client'

import { displayOf } from '@aidir/cms/backgroundTasks'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { TaskView } from '@/features/tasks/TaskView'
import type { DetectionView } from './checkView'
import { useGeoT } from './GeoI18n'
import { useApiMessage } from './useMessage'
import styles from './geo.module.css'

/**
 * One platform's detection (SPEC §4) in the background-task view: queuing with people ahead,
 * detecting with percent, completed recommended / not recommended with the exposure count and
 * evidence, or error with re-detect.
 */
export function TaskCard({ detection, checkId }: { detection: DetectionView; checkId: number }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const queryClient = useQueryClient()
  const display = displayOf(detection.task)
  const retry = useMutation({
    mutationFn: () => apiData(`/api/geo/detections/${detection.id}/redetect`, { method: 'POST' }),
    onSuccess: () => {
      toast({ message: t('messages.retrySucceeded'), type: 'success' })
      void queryClient.invalidateQueries({ queryKey: ['geo-check', checkId] })
    },
    onError: (err) => toast({ message: apiMessage(err instanceof ApiError ? err.message : undefined, 'messages.retryFailed'), type: 'error' }),
  })
  const name = t(`platform.${detection.platform}`, { defaultValue: detection.platformName })

  return (
    <li className={`${styles.card} ${styles[`card_${display}`]}`} data-testid={`task-${detection.platform}`} data-state={detection.status}>
      <header className={styles.cardHeader}>
        <h3>{name}</h3>
        {detection.sandbox ? <span className={styles.sandbox} title={t('sandbox.explain')}>{t('sandbox.badge')}</span> : null}
      </header>
      <TaskView
        task={detection.task}
        texts={{
          queued: (count) => t('state.queued', { count }),
          running: (percent) => t('state.detecting', { percent }),
          failed: t('state.error'),
          retry: t('state.redetect'),
        }}
        onRetry={() => retry.mutate()}
        retrying={retry.isPending}
        classNames={{ state: styles.state, progress: styles.progress, error: styles.no, retry: styles.secondary }}
        testIds={{ retry: 'redetect' }}
        labelProgress
      >
        <p className={detection.recommended ? styles.yes : styles.no} data-testid="verdict">
          {detection.recommended ? t('state.recommended') : t('state.notRecommended')}
        </p>
        <dl className={styles.facts}>
          <dt>{t('result.exposures')}</dt>
          <dd data-testid="exposures">{detection.exposures}</dd>
          <dt>{t('result.samples')}</dt>
          <dd>{t('result.samplesValue', { recommended: detection.recommendedSamples, total: detection.samples })}</dd>
          {detection.verdict ? (
            <>
              <dt>{t('result.verdict')}</dt>
              <dd>{t(`verdict.${detection.verdict}`)}</dd>
            </>
          ) : null}
        </dl>
        {detection.evidence.length ? (
          <details className={styles.evidence}>
            <summary>{t('result.evidence', { count: detection.evidence.length })}</summary>
            {detection.evidence.map((quote, i) => (
              <blockquote key={i}>{quote}</blockquote>
            ))}
          </details>
        ) : null}
      </TaskView>
    </li>
  )
}
