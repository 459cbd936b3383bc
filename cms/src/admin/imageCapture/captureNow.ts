import type { Payload, PayloadRequest } from 'payload'
import { enqueue } from '../../jobs/enqueue'
import { imageCaptureKey } from '../../jobs/contract'
import type { CaptureCollection } from '../../imageCapture/targets'

/**
 * An editor's "capture now": the record's logo (and a product's screenshots) queued at once,
 * whatever IMAGE_CAPTURE says (that setting governs the schedule; this is a deliberate press).
 * The capture queues are `exclusive` per record, so a press while one is pending queues nothing
 * (pg-boss answers null) and says so.
 */
export type CaptureNowAnswer = { logo: string | null; screenshots?: string | null }

export async function captureNow(payload: Payload, req: PayloadRequest, collection: CaptureCollection, id: number): Promise<CaptureNowAnswer | undefined> {
  // Read as the editor: a record they cannot see is not found.
  const doc = await payload.findByID({ collection, id, depth: 0, draft: true, user: req.user, overrideAccess: false, disableErrors: true, select: {} as never, req })
  if (!doc) return undefined
  const singletonKey = imageCaptureKey(collection, id)
  const logo = await enqueue('images.logo', { collection, id, trigger: 'manual' }, { singletonKey })
  if (collection !== 'products') return { logo }
  return { logo, screenshots: await enqueue('images.screenshot', { id, trigger: 'manual' }, { singletonKey }) }
}
