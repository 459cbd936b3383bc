import type { Payload } from 'payload'
import { geoDetectQueue, jobsAhead } from '../jobs/queuePosition'

/** People ahead of each queued detection (the shared queue read of jobs/queuePosition.ts). */
export function queuePositions(payload: Payload, detectionIds: number[]): Promise<Map<number, number>> {
  return jobsAhead(payload, geoDetectQueue, detectionIds)
}
