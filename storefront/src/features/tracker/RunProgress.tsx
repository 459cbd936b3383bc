'use client'

import { displayOf, isSettled } from '@aidir/cms/backgroundTasks'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { ApiError } from '@/features/session/client'
import { TaskPollError, TaskView } from '@/features/tasks/TaskView'
import { useTaskPoll } from '@/features/tasks/useTaskPoll'
import { useTranslation } from '@/i18n/client'
import { NotifyModal } from './NotifyModal'
import type { TrackerStatusView } from './statusView'
import { useTrackerT } from './TrackerI18n'
import { useTrackerMessage } from './useTrackerMessage'
import styles from './tracker.module.css'

/**
 * Step 3: the run followed live without a reload — queued with the people ahead, then running
 * with its progress per step (the background-task view) — and, once the report exists, on to it.
 * Polling (useTaskPoll) stops when the run settles or on an error, which offers a retry.
 */
export function RunProgress({ trackerId, reportHref, edition, onDone }: { trackerId: number; reportHref: string; edition: 'intl' | 'cn'; onDone?: () => void }) {
  const t = useTrackerT()
  const apiMessage = useTrackerMessage()
  const router = useRouter()
  const [notifyOpen, setNotifyOpen] = useState(false)
  const { t: te } = useTranslation('errors')
  const { data, error, retry, retrying } = useTaskPoll<TrackerStatusView>({ queryKey: ['tracker-status', trackerId], path: `/api/tracker/${trackerId}/status`, settled: (view) => isSettled(view.task?.status) })
  const done = data?.run?.status === 'completed'
  useEffect(() => {
    if (!done || notifyOpen) return
    if (onDone) onDone()
    else router.push(reportHref)
  }, [done, notifyOpen, reportHref, router, onDone])

  if (error) return <TaskPollError className={styles.error} buttonClassName={styles.secondary} message={apiMessage(error instanceof ApiError ? error.message : undefined)} retryLabel={te('error.retry')} onRetry={retry} retrying={retrying} />
  if (!data) return <p className={styles.hint}>{t('run.loading')}</p>
  // No run yet: shown as first in the queue, as before the first status arrives.
  const task = data.task ?? { status: 'queued' as const, progress: 0, ahead: 0 }
  const display = displayOf(task)
  const steps = data.steps
  return (
    <section className={styles.run} data-testid="tracker-run" data-state={data.run?.status ?? 'none'} data-display={display} aria-live="polite">
      <h2>{data.tracker.brandName}</h2>
      <TaskView
        task={task}
        texts={{ queued: (count) => t('run.queued', { count }), running: (percent) => t('run.running', { percent }), failed: t('run.failed') }}
        classNames={{ progress: styles.progress, error: styles.error }}
        testIds={{ queue: 'run-queue', progress: 'run-progress' }}
      />
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
