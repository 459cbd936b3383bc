'use client'

import { displayOf, type TaskRecord } from '@aidir/cms/backgroundTasks'
import type React from 'react'

export type TaskViewTexts = {
  queued: (ahead: number) => string
  running: (percent: number) => string
  failed: string
  retry?: string
}

export type TaskViewProps = {
  task: Pick<TaskRecord, 'status' | 'progress' | 'ahead'>
  texts: TaskViewTexts
  /** The error state's action (re-detect, start again); without it the error shows no button. */
  onRetry?: () => void
  retrying?: boolean
  /** What a completed task shows. */
  children?: React.ReactNode
  classNames?: { state?: string; progress?: string; error?: string; retry?: string }
  testIds?: { queue?: string; progress?: string; retry?: string }
  /** The progress bar names its figure (for pages where the text above does not). */
  labelProgress?: boolean
}

/**
 * One background task as SPEC §4 shows it: queued with the people ahead, running with its percent
 * and a progress bar, done (the caller's children), or failed with the retry action.
 */
export function TaskView({ task, texts, onRetry, retrying, children, classNames = {}, testIds = {}, labelProgress }: TaskViewProps) {
  const display = displayOf(task)
  if (display === 'queue') return <p className={classNames.state} data-testid={testIds.queue}>{texts.queued(task.ahead ?? 0)}</p>
  if (display === 'progress') {
    const percent = task.progress ?? 0
    return (
      <>
        <p className={classNames.state} data-testid={testIds.progress}>{texts.running(percent)}</p>
        <progress className={classNames.progress} max={100} value={percent} aria-label={labelProgress ? texts.running(percent) : undefined} />
      </>
    )
  }
  if (display === 'error')
    return (
      <>
        <p className={classNames.error} role={onRetry ? undefined : 'alert'}>{texts.failed}</p>
        {onRetry && texts.retry ? (
          <button type="button" className={classNames.retry} onClick={onRetry} disabled={retrying} data-testid={testIds.retry}>
            {texts.retry}
          </button>
        ) : null}
      </>
    )
  return <>{children}</>
}

/** A poll that failed (signed out, not found, network): the message and a retry. */
export function TaskPollError({ message, retryLabel, onRetry, retrying, className, buttonClassName }: { message: string; retryLabel: string; onRetry: () => void; retrying?: boolean; className?: string; buttonClassName?: string }) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry} disabled={retrying} data-testid="task-poll-retry">
        {retryLabel}
      </button>
    </div>
  )
}
