import type { Payload } from 'payload'
import { CAPTURE_CONTEXT, type ImageSlot } from './sourceFields'
import { captureSelect, type CaptureCollection } from './targets'

/**
 * Writes a capture's outcome into a record: the image (logo, or the screenshots) with where and
 * when it came from, or only when it was checked and why nothing was stored. An editor's image is
 * left alone. A published record with an editor's unsaved draft on top gets the image in that
 * draft (published with it), since a plain save would publish the editor's draft.
 */
export type SlotOutcome =
  | { slot: 'logo'; media: number; from: string; note: string }
  | { slot: 'screenshots'; media: { image: number; kind: 'desktop' | 'phone' }[]; from: string; note: string }
  | { slot: ImageSlot; media?: undefined; note: string }

export type Applied = { written: boolean; reason?: 'editor' | 'missing'; replaced: number[] }

const idOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : undefined)

type Doc = Record<string, unknown> & { _status?: string; imageSources?: Record<string, unknown> | null }

export async function currentRecord(payload: Payload, collection: CaptureCollection, id: number): Promise<Doc | undefined> {
  const doc = await payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true, select: captureSelect[collection] as never })
  return (doc as Doc | null) ?? undefined
}

export async function applyCapture(payload: Payload, collection: CaptureCollection, id: number, outcome: SlotOutcome): Promise<Applied> {
  const latest = await currentRecord(payload, collection, id)
  if (!latest) return { written: false, reason: 'missing', replaced: [] }
  const sources = { ...(latest.imageSources ?? {}) }
  if (sources[`${outcome.slot}Source`] === 'editor') return { written: false, reason: 'editor', replaced: [] }
  const now = new Date().toISOString()
  const data: Record<string, unknown> = {}
  Object.assign(sources, { [`${outcome.slot}CheckedAt`]: now, [`${outcome.slot}Note`]: outcome.note.slice(0, 500) })
  let replaced: number[] = []
  if (outcome.media !== undefined) {
    Object.assign(sources, { [`${outcome.slot}Source`]: 'captured', [`${outcome.slot}From`]: outcome.from.slice(0, 2000), [`${outcome.slot}CapturedAt`]: now })
    if (outcome.slot === 'logo') {
      data.logo = outcome.media
      replaced = [idOf(latest.logo)].filter((m): m is number => m !== undefined && m !== outcome.media)
    } else {
      data.screenshots = outcome.media
      const keep = new Set(outcome.media.map((m) => m.image))
      replaced = ((latest.screenshots as { image?: unknown }[] | undefined) ?? []).map((r) => idOf(r.image)).filter((m): m is number => m !== undefined && !keep.has(m))
    }
  }
  data.imageSources = sources
  const pendingDraft = latest._status === 'draft' && (await isPublished(payload, collection, id))
  await payload.update({
    collection,
    id,
    data: data as never,
    draft: pendingDraft,
    depth: 0,
    overrideAccess: true,
    // The search documents hold no image: re-indexing would be work for nothing.
    context: { [CAPTURE_CONTEXT]: true, skipSearchIndex: true },
  })
  return { written: true, replaced }
}

async function isPublished(payload: Payload, collection: CaptureCollection, id: number): Promise<boolean> {
  const live = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true, select: { _status: true } as never })
  return (live as Doc | null)?._status === 'published'
}
