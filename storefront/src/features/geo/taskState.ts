/**
 * SPEC §3 task/queue item (status completed | processing | pending | failed, tasksAhead) for a
 * detection, and SPEC §4's rule for what a card shows: completed → the result, processing →
 * progress, pending → the queue when tasksAhead is known else progress, failed → the error with
 * re-detect, anything else → the queue. Shared by the API and the task cards.
 */
export type DetectionStatus = 'queued' | 'detecting' | 'completed' | 'error'
export type TaskStatus = 'completed' | 'processing' | 'pending' | 'failed'
export type TaskDisplay = 'view' | 'progress' | 'queue' | 'error'

export const taskStatusOf: Record<DetectionStatus, TaskStatus> = { queued: 'pending', detecting: 'processing', completed: 'completed', error: 'failed' }

export function taskDisplay(status: string | undefined, tasksAhead: number | null | undefined): TaskDisplay {
  switch (status) {
    case 'completed':
      return 'view'
    case 'processing':
      return 'progress'
    case 'pending':
      return tasksAhead === null || tasksAhead === undefined ? 'progress' : 'queue'
    case 'failed':
      return 'error'
    default:
      return 'queue'
  }
}

export const isPending = (status: string) => status === 'pending' || status === 'processing'
