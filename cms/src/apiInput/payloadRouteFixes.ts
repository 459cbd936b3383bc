import { stat } from 'node:fs/promises'
import path from 'node:path'
import { type Endpoint, NotFound, type PayloadHandler, type SanitizedCollectionConfig } from 'payload'

/**
 * Two of Payload's own routes answer 500 for a thing that does not exist; here they answer 404
 * before Payload's handler runs (which still serves everything that does exist):
 * - `GET /api/<uploads>/file/<name>` of a file not on disk (Payload answers 500 on purpose, to
 *   hide the path; a name that matches no file is just not found);
 * - `DELETE /api/payload-preferences/<key>` of a key the user has no preference for (the database
 *   adapter's single-row delete builds broken SQL when no row matches).
 */
const wrap = (endpoint: Endpoint, before: (req: Parameters<PayloadHandler>[0]) => Promise<void>): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    await before(req)
    return endpoint.handler(req)
  },
})

function fileMustExist(collection: SanitizedCollectionConfig, endpoint: Endpoint): Endpoint {
  const dir = path.resolve(collection.upload.staticDir || collection.slug)
  return wrap(endpoint, async (req) => {
    const filename = String(req.routeParams?.filename ?? '')
    const file = path.resolve(dir, filename)
    // A name leaving the folder is Payload's to refuse (400).
    if (!file.startsWith(dir + path.sep)) return
    const found = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    )
    if (!found) throw new NotFound(req.t)
  })
}

function preferenceMustExist(endpoint: Endpoint): Endpoint {
  return wrap(endpoint, async (req) => {
    if (!req.user) return
    const found = await req.payload.count({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: String(req.routeParams?.key ?? '') } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] },
      overrideAccess: true,
      req,
    })
    if (found.totalDocs === 0) throw new NotFound(req.t)
  })
}

export function withRouteFixes(collection: SanitizedCollectionConfig): void {
  if (!Array.isArray(collection.endpoints)) return
  collection.endpoints = collection.endpoints.map((endpoint) => {
    if (collection.upload && endpoint.method === 'get' && endpoint.path === '/file/:filename') return fileMustExist(collection, endpoint)
    if (collection.slug === 'payload-preferences' && endpoint.method === 'delete' && endpoint.path === '/:key') return preferenceMustExist(endpoint)
    return endpoint
  })
}
