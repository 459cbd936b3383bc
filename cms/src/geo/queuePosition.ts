import type { Payload } from 'payload'
import { geoDetectQueue, jobsAhead } from '../backgroundTasks/queuePosition'

/** People ahead of each queued detection (the shared queue snapshot of backgroundTasks/queuePosition.ts). */
export function queuePositions(payload: Payload, detectionIds: number[]): Promise<Map<number, number>> {
  return jobsAhead(payload, geoDetectQueue, detectionIds)
}
