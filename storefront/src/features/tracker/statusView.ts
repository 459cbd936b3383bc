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
}

/** SPEC §3's task item for the run as a whole, so the tracker follows the same display rule as GEO. */
export function runTaskStatus(view: TrackerStatusView): 'completed' | 'processing' | 'pending' | 'failed' {
  const s = view.run?.status
  if (s === 'completed') return 'completed'
  if (s === 'failed') return 'failed'
  if (s === 'queued') return 'pending'
  return 'processing'
}
