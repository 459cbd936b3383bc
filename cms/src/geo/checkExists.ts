import type { Payload } from 'payload'

/**
 * Whether a GEO check with this id exists, for the check page's 404: the page is the same for
 * everybody (the check itself is read in the browser with the owner's token), so this is a system
 * read that tells only existence, nothing of the check or its owner.
 */
export async function geoCheckExists(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'geo-checks', where: { id: { equals: id } }, overrideAccess: true })
  return totalDocs > 0
}
