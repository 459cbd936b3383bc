import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A product screenshot cannot exist without its image (the row's image is required), so deleting an
 * image that is still a screenshot failed deep in the database and the admin showed a bare server
 * error. The editor is told instead which products use it, to remove it there first.
 */
export const keepUsedScreenshots: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // A system check, not a read on the editor's behalf: drafts count as users of the image too.
  const users = await req.payload.find({
    collection: 'products',
    where: { 'screenshots.image': { equals: id } },
    select: { name: true },
    depth: 0,
    limit: 3,
    overrideAccess: true,
    req,
  })
  if (users.totalDocs === 0) return
  const names = users.docs.map((p) => `"${p.name}"`).join(', ')
  const more = users.totalDocs > users.docs.length ? ` and ${users.totalDocs - users.docs.length} more` : ''
  throw new APIError(`This image is a screenshot of ${names}${more}. Remove it from those products first.`, 409, undefined, true)
}
