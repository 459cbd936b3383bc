import type { Payload } from 'payload'

/**
 * Captured files as Payload media (Payload writes the sizes). `key` names what was captured, so a
 * retried job, or the same icon found for several records (the models of one provider), stores
 * one file. System actions: the worker is not an editor.
 */
export type CapturedFile = { key: string; data: Buffer; mimetype: string; filename: string; alt: string; sourceUrl: string }

async function mediaWithKey(payload: Payload, key: string): Promise<number | undefined> {
  const found = await payload.find({ collection: 'media', where: { 'capture.key': { equals: key } }, limit: 1, depth: 0, overrideAccess: true, pagination: false, select: { capture: true } as never })
  return (found.docs as { id: number }[])[0]?.id
}

export async function storeCapturedFile(payload: Payload, file: CapturedFile): Promise<number> {
  const existing = await mediaWithKey(payload, file.key)
  if (existing) return existing
  try {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: file.alt.slice(0, 200), capture: { key: file.key, sourceUrl: file.sourceUrl.slice(0, 2000), capturedAt: new Date().toISOString() } } as never,
      file: { data: file.data, mimetype: file.mimetype, name: file.filename, size: file.data.length },
      overrideAccess: true,
    })
    return doc.id as number
  } catch (err) {
    // Another job stored the same key a moment ago (unique index): use that one.
    const raced = await mediaWithKey(payload, file.key)
    if (raced) return raced
    throw err
  }
}

/** Removes a captured file no record shows any more; an editor's upload is never removed here. */
export async function deleteCapturedIfUnused(payload: Payload, id: number): Promise<boolean> {
  const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true, select: { capture: true } as never })
  if (!(media as { capture?: { key?: string | null } } | null)?.capture?.key) return false
  const uses = await Promise.all([
    payload.count({ collection: 'products', where: { or: [{ logo: { equals: id } }, { 'screenshots.image': { equals: id } }] }, overrideAccess: true }),
    payload.count({ collection: 'ai-models', where: { logo: { equals: id } }, overrideAccess: true }),
    payload.count({ collection: 'mcp-servers', where: { logo: { equals: id } }, overrideAccess: true }),
  ])
  if (uses.some((u) => u.totalDocs > 0)) return false
  await payload.delete({ collection: 'media', id, overrideAccess: true })
  return true
}
