import type { TaskRecord } from '@aidir/cms/backgroundTasks'

/** The answer of GET /api/tracker/{id}/status (cms/src/tracker/readTracker.ts trackerStatus). */
export type StepState = 'waiting' | 'running' | 'completed' | 'failed'
export type TrackerStatusView = {
  tracker: { id: number; brandName: string; status: 'draft' | 'generating' | 'completed' | 'failed' }
  run: { id: number; status: 'queued' | 'questions' | 'answering' | 'analyzing' | 'completed' | 'failed'; error: string | null } | null
  progress: number
  ahead: number | null
  steps: {
    questions: { status: StepState; total: number }
    answers: { status: StepState; done: number; total: number; platforms: Record<string, { status: string; done: number; total: number }> }
    analysis: { status: StepState }
  } | null
  /** The run as a background task (status, progress, people ahead, error); null before the first run. */
  task: TaskRecord | null
}
