import type { Payload } from 'payload'

/** Reads and writes of a run shared by the tracker jobs; all are system actions of the worker. */
export const idOf = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { id: number }).id : (v as number))

export async function loadRun(payload: Payload, runId: number) {
  return payload.findByID({ collection: 'tracker-runs', id: runId, depth: 0, overrideAccess: true, disableErrors: true })
}

export async function loadTracker(payload: Payload, trackerId: number) {
  return payload.findByID({ collection: 'trackers', id: trackerId, depth: 0, overrideAccess: true })
}

export async function runQuestions(payload: Payload, runId: number) {
  return (await payload.find({ collection: 'tracker-questions', where: { run: { equals: runId } }, sort: 'index', pagination: false, depth: 0, overrideAccess: true })).docs
}

/** Another run of the same job stored this row first (a unique index said so): keep that one. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string }; name?: string; data?: unknown }
  return e?.code === '23505' || e?.cause?.code === '23505' || (e?.name === 'ValidationError' && JSON.stringify(e.data ?? '').includes('unique'))
}
