import type { Endpoint } from 'payload'
import { z } from 'zod'
import { isEditor } from '../access/roles'
import { captureNow } from '../admin/imageCapture/captureNow'
import { captureCollections } from '../imageCapture/targets'

const json = (body: unknown, status = 200) => Response.json(body, { status })
const body = z.object({ collection: z.enum(captureCollections), id: z.number().int().min(1).max(2 ** 31 - 1) })

/**
 * POST /api/image-capture {collection, id} — an editor's "capture now" (the button in a record's
 * Image sources). 202 `{queued: true, logo, screenshots}` with the job ids; 200 `{queued: false}`
 * while every capture of the record is already pending; 404 for a record the editor cannot read.
 */
export const captureNowEndpoint: Endpoint = {
  path: '/image-capture',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json({ message: 'Please login first' }, 401)
    if (!isEditor(req.user)) return json({ message: 'Only editors can do this' }, 403)
    const parsed = body.safeParse(await req.json?.().catch(() => undefined))
    if (!parsed.success) return json({ message: 'Form validation failed', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400)
    const answer = await captureNow(req.payload, req, parsed.data.collection, parsed.data.id)
    if (!answer) return json({ message: 'Not found' }, 404)
    const queued = Object.values(answer).some(Boolean)
    return json({ queued, ...answer }, queued ? 202 : 200)
  },
}
