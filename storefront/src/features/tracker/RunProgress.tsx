'use client'

import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { ApiError, apiData } from '@/features/session/client'
import { taskDisplay } from '../geo/taskState'
import { NotifyModal } from './NotifyModal'
import { runTaskStatus, type TrackerStatusView } from './statusView'
import { useTrackerT } from './TrackerI18n'
import { useTrackerMessage } from './useTrackerMessage'
import styles from './tracker.module.css'

/** How often step 3 asks for news while the run is queued or running. */
export const POLL_MS = 1500

/**
 * Step 3: the run followed live without a reload — queued with the people ahead, then running
 * with its progress per step — and, once the report exists, on to it. Polling stops when the run
 * settles or on an error.
 */
export function RunProgress({ trackerId, reportHref, edition, onDone }: { trackerId: number; reportHref: string; edition: 'intl' | 'cn'; onDone?: () => void }) {
  const t = useTrackerT()
  const apiMessage = useTrackerMessage()
  const router = useRouter()
  const [notifyOpen, setNotifyOpen] = useState(false)
  const { data, error } = useQuery({
    queryKey: ['tracker-status', trackerId],
    queryFn: () => apiData<TrackerStatusView>(`/api/tracker/${trackerId}/status`),
    refetchInterval: (query) => {
      const s = query.state.data?.run?.status
      return query.state.error || s === 'completed' || s === 'failed' ? false : POLL_MS
    },
    staleTime: 0,
  })
  const done = data?.run?.status === 'completed'
  useEffect(() => {
    if (!done || notifyOpen) return
    if (onDone) onDone()
    else router.push(reportHref)
  }, [done, notifyOpen, reportHref, router, onDone])

  if (error) return <p className={styles.error} role="alert">{apiMessage(error instanceof ApiError ? error.message : undefined)}</p>
  if (!data) return <p className={styles.hint}>{t('run.loading')}</p>
  const display = data.run ? taskDisplay(runTaskStatus(data), data.ahead) : 'queue'
  const steps = data.steps
  return (
    <section className={styles.run} data-testid="tracker-run" data-state={data.run?.status ?? 'none'} data-display={display} aria-live="polite">
      <h2>{data.tracker.brandName}</h2>
      {display === 'queue' ? <p data-testid="run-queue">{t('run.queued', { count: data.ahead ?? 0 })}</p> : null}
      {display === 'progress' ? (
        <>
          <p data-testid="run-progress">{t('run.running', { percent: data.progress })}</p>
          <progress className={styles.progress} max={100} value={data.progress} />
        </>
      ) : null}
      {display === 'error' ? (
        <p className={styles.error} role="alert">
          {t('run.failed')}
        </p>
      ) : null}
      {steps ? (
        <ol className={styles.runSteps}>
          <li data-state={steps.questions.status}>{t('run.questions', { total: steps.questions.total })} — {t(`stepState.${steps.questions.status}`)}</li>
          <li data-state={steps.answers.status}>
            {t('run.answers', { done: steps.answers.done, total: steps.answers.total })} — {t(`stepState.${steps.answers.status}`)}
          </li>
          <li data-state={steps.analysis.status}>{t('run.analysis')} — {t(`stepState.${steps.analysis.status}`)}</li>
        </ol>
      ) : null}
      <p className={styles.hint}>{t('run.eta')}</p>
      <div className={styles.actions}>
        {done ? (
          <a className={styles.primaryLink} href={reportHref} data-testid="tracker-view-report">
            {t('run.viewReport')}
          </a>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setNotifyOpen(true)} data-testid="tracker-notify">
            {t('notify.open')}
          </button>
        )}
      </div>
      <NotifyModal open={notifyOpen} onClose={() => setNotifyOpen(false)} edition={edition} ready={done} />
    </section>
  )
}
