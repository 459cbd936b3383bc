import type { TaskState } from '../backgroundTasks/taskRecord'

/** A detection's status (queued → detecting → completed | error) as the background-task kit's task state. */
export const detectionTaskState: Record<string, TaskState> = { queued: 'queued', detecting: 'running', completed: 'completed', error: 'failed' }
