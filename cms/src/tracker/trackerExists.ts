import type { Payload } from 'payload'

/**
 * Whether a brand tracker with this id exists, for the report page's 404: the page is the same
 * for everybody (the report is read in the browser, with the visitor's rights), so this is a
 * system read that tells only existence, nothing of the tracker or its owner.
 */
export async function trackerExists(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'trackers', where: { id: { equals: id } }, overrideAccess: true })
  return totalDocs > 0
}
