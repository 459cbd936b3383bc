/**
 * The task record every background task shows its user (GEO detections and tracker runs now;
 * payments, deployments, arena battles and syncs next), and SPEC §4's rule for what to show.
 * Pure and free of server imports: the storefront's poll view uses it in the browser.
 */
export const taskStates = ['queued', 'running', 'completed', 'failed'] as const
export type TaskState = (typeof taskStates)[number]

/** What a poll answers for one task: its state, percent done, people ahead while queued, and the outcome. */
export type TaskRecord<Result = unknown> = {
  status: TaskState
  /** 0–100. */
  progress: number
  /** Tasks the worker takes before this one while it is queued (null when unknown or not queued). */
  ahead: number | null
  result: Result | null
  error: string | null
}

export function taskRecord<Result>(status: TaskState, fields: { progress?: number | null; ahead?: number | null; result?: Result | null; error?: string | null } = {}): TaskRecord<Result> {
  return {
    status,
    progress: status === 'completed' ? 100 : Math.max(0, Math.min(100, Math.round(fields.progress ?? 0))),
    ahead: status === 'queued' ? (fields.ahead ?? null) : null,
    result: status === 'completed' ? (fields.result ?? null) : null,
    error: status === 'failed' ? (fields.error ?? null) : null,
  }
}

export const isSettled = (status: TaskState | undefined | null) => status === 'completed' || status === 'failed'

/** SPEC §3's task item status (the API's `taskStatus`). */
export type SpecTaskStatus = 'completed' | 'processing' | 'pending' | 'failed'
export const specTaskStatusOf: Record<TaskState, SpecTaskStatus> = { queued: 'pending', running: 'processing', completed: 'completed', failed: 'failed' }

/** What the task's view shows: the result, the progress, the queue, or the error with retry. */
export type TaskDisplay = 'view' | 'progress' | 'queue' | 'error'

/**
 * SPEC §4: completed → the result, processing → progress, pending → the queue when the people
 * ahead are known else progress, failed → the error with retry, anything else → the queue.
 */
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

export const displayOf = (task: Pick<TaskRecord, 'status' | 'ahead'>): TaskDisplay => taskDisplay(specTaskStatusOf[task.status], task.ahead)
