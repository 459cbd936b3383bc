import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'

/** A re-detect of a detection still queued or detecting: there is nothing to restart. */
export class DetectionStillRunning extends Error {
  constructor() {
    super('The detection is still running')
    this.name = 'DetectionStillRunning'
  }
}

/**
 * Re-detect (the error state's action): the detection starts over as a new run with a fresh
 * job. Samples of earlier runs stay stored (raw answers are never thrown away) but no longer
 * count, and a late job of an earlier run is ignored by the worker. Only the owner (or staff
 * allowed to read it) can re-detect: the detection is read with the user's access.
 */
export async function redetect(payload: Payload, user: { id: number | string }, detectionId: number) {
  return withTransaction(payload, { user: { ...user, collection: 'users' } as never }, async ({ req }) => {
    const detection = await payload.findByID({ collection: 'geo-detections', id: detectionId, depth: 0, req, user: req.user, overrideAccess: false })
    if (detection.status !== 'error' && detection.status !== 'completed') throw new DetectionStillRunning()
    const run = (detection.run ?? 1) + 1
    // System action: after the access check above, the service resets its own record.
    const updated = await payload.update({
      collection: 'geo-detections',
      id: detectionId,
      data: { status: 'queued', run, progress: 0, error: null, recommended: false, verdict: null, exposures: 0, recommendedSamples: 0, agreement: null, position: null, evidence: null, startedAt: null, finishedAt: null } as never,
      req,
      overrideAccess: true,
    })
    await enqueue('geo.detect', { detectionId, run }, { req })
    return updated
  })
}
