import type { Payload } from 'payload'
import { taskRecord } from '../backgroundTasks/taskRecord'
import { detectionTaskState } from './detectionTask'
import { queuePositions } from './queuePosition'

type User = { id: number | string; collection?: string; [key: string]: unknown }

export const EXPORT_NOT_READY = 'Please wait for all detections to complete before exporting'

/**
 * What the checker page shows for one check: each platform's state (queued with people ahead,
 * detecting with percent, completed with verdict and exposures, error) and whether it may be
 * exported yet. Read with the user's access, so someone else's check is simply not found.
 */
export async function checkStatus(payload: Payload, user: User, checkId: number) {
  const as = { user: { ...user, collection: 'users' } as never, overrideAccess: false }
  const check = await payload.findByID({ collection: 'geo-checks', id: checkId, depth: 0, ...as })
  const detections = (await payload.find({ collection: 'geo-detections', where: { check: { equals: checkId } }, sort: 'id', depth: 0, pagination: false, ...as })).docs
  const ahead = await queuePositions(payload, detections.filter((d) => d.status === 'queued').map((d) => d.id as number))
  return {
    check: { id: check.id, question: check.question, hitTerms: check.hitTerms ?? [], platforms: check.platforms ?? [], createdAt: check.createdAt },
    detections: detections.map((d) => ({
      id: d.id,
      platform: d.platform,
      status: d.status,
      ahead: d.status === 'queued' ? (ahead.get(d.id as number) ?? 0) : null,
      progress: d.progress,
      recommended: d.status === 'completed' ? Boolean(d.recommended) : null,
      verdict: d.verdict ?? null,
      exposures: d.exposures ?? 0,
      samples: d.samplesWanted,
      recommendedSamples: d.recommendedSamples ?? 0,
      evidence: (d.evidence as string[] | null) ?? [],
      sandbox: Boolean(d.sandbox),
      error: d.error ?? null,
      task: taskRecord(detectionTaskState[d.status] ?? 'queued', { progress: d.progress, ahead: d.status === 'queued' ? (ahead.get(d.id as number) ?? 0) : null, error: d.error ?? null }),
    })),
    exportable: detections.length > 0 && detections.every((d) => d.status === 'completed'),
  }
}

/**
 * The history tab: the user's checks, newest first, with detection count, recommendation count
 * and exposure rate (share of completed detections whose answers named the brand at all).
 */
export async function checkHistory(payload: Payload, user: User, page = 1, limit = 20) {
  const as = { user: { ...user, collection: 'users' } as never, overrideAccess: false }
  const checks = await payload.find({ collection: 'geo-checks', where: { owner: { equals: user.id } }, sort: '-createdAt', page, limit, depth: 0, ...as })
  const ids = checks.docs.map((c) => c.id as number)
  const detections = ids.length
    ? (await payload.find({ collection: 'geo-detections', where: { check: { in: ids } }, depth: 0, pagination: false, select: { check: true, status: true, recommended: true, exposures: true } as never, ...as })).docs
    : []
  const rows = checks.docs.map((c) => {
    const mine = detections.filter((d: any) => (typeof d.check === 'object' ? d.check.id : d.check) === c.id)
    const completed = mine.filter((d: any) => d.status === 'completed')
    return {
      id: c.id,
      question: c.question,
      hitTerms: c.hitTerms ?? [],
      createdAt: c.createdAt,
      detections: mine.length,
      recommendations: completed.filter((d: any) => d.recommended).length,
      exposureRate: completed.length ? completed.filter((d: any) => (d.exposures ?? 0) > 0).length / completed.length : null,
      complete: mine.length > 0 && completed.length === mine.length,
    }
  })
  return { rows, page: checks.page, totalPages: checks.totalPages, total: checks.totalDocs }
}
