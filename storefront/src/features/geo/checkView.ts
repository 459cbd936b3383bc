import { checkStatus } from '@aidir/cms/geo'
import { platformLabels, type PlatformId } from '@aidir/cms/llm'
import type { Payload } from 'payload'
import { specTaskStatusOf } from '@aidir/cms/backgroundTasks'

/** The signed-in user as the cms GEO functions take it. */
export type GeoUser = { id: number | string; collection: 'users'; role?: string; [key: string]: unknown }

export type DetectionView = Awaited<ReturnType<typeof checkView>>['detections'][number]
export type CheckView = Awaited<ReturnType<typeof checkView>>

/**
 * One check as the checker page and the export read it: checkStatus (read with the user's access,
 * so someone else's check is "not found") with each detection's task record, the SPEC §3 task
 * fields and the platform's name.
 */
export async function checkView(payload: Payload, user: GeoUser, checkId: number) {
  const status = await checkStatus(payload, user, checkId)
  const detections = status.detections.map((d) => ({
    ...d,
    platformName: platformLabels[d.platform as PlatformId] ?? d.platform,
    taskStatus: specTaskStatusOf[d.task.status],
    tasksAhead: d.ahead,
  }))
  const completed = detections.filter((d) => d.status === 'completed')
  return {
    ...status,
    detections,
    summary: {
      detections: detections.length,
      completed: completed.length,
      recommendations: completed.filter((d) => d.recommended).length,
      exposures: completed.reduce((sum, d) => sum + (d.exposures ?? 0), 0),
      exposureRate: completed.length ? completed.filter((d) => (d.exposures ?? 0) > 0).length / completed.length : null,
    },
    sandbox: detections.some((d) => d.sandbox),
    pending: detections.some((d) => d.status === 'queued' || d.status === 'detecting'),
  }
}
