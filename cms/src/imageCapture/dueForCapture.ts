import type { Payload, Where } from 'payload'
import type { ImageSlot } from './sourceFields'
import { captureCollections, type CaptureCollection } from './targets'

/**
 * The published records whose capture is due: never checked first, then those checked longest
 * ago beyond `everyDays`, at most `limit` per collection and image. Editor-owned images are not
 * due. Taking a bounded batch every hour spreads a monthly re-capture of the whole catalogue
 * over the month instead of one burst (each record comes due a month after its own capture).
 */
export type DueRecord = { collection: CaptureCollection; id: number; slot: ImageSlot }

const slotsOf = (collection: CaptureCollection): ImageSlot[] => (collection === 'products' ? ['logo', 'screenshots'] : ['logo'])

export async function dueForCapture(payload: Payload, { limit, everyDays, now = new Date() }: { limit: number; everyDays: number; now?: Date }): Promise<DueRecord[]> {
  const cutoff = new Date(now.getTime() - everyDays * 86_400_000).toISOString()
  const due: DueRecord[] = []
  for (const collection of captureCollections) {
    for (const slot of slotsOf(collection)) {
      const checkedAt = `imageSources.${slot}CheckedAt`
      const notEditor: Where = { or: [{ [`imageSources.${slot}Source`]: { not_equals: 'editor' } }, { [`imageSources.${slot}Source`]: { exists: false } }] }
      const base: Where[] = [{ _status: { equals: 'published' } }, notEditor]
      const ids = new Set<number>()
      for (const when of [{ [checkedAt]: { exists: false } }, { [checkedAt]: { less_than: cutoff } }] as Where[]) {
        if (ids.size >= limit) break
        const found = await payload.find({
          collection,
          where: { and: [...base, when] },
          sort: checkedAt,
          limit: limit - ids.size,
          depth: 0,
          overrideAccess: true,
          pagination: false,
          select: { key: true } as never,
        })
        for (const doc of found.docs as { id: number }[]) ids.add(Number(doc.id))
      }
      for (const id of ids) due.push({ collection, id, slot })
    }
  }
  return due
}
