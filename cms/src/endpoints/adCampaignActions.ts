import type { Endpoint, PayloadRequest } from 'payload'
import { ZodError, type z } from 'zod'
import { endCampaign, pauseCampaign, resumeCampaign } from '../ads/editorActions'
import { EditorActionRefused, editorActionMessages, endInput, pauseResumeInput } from '../ads/editorActionInput'
import type { User } from '../payload-types'

const json = (body: unknown, status = 200) => Response.json(body, { status })

/** The body as JSON; none, or one that is not JSON, reads as an empty object so zod names what is missing. */
async function bodyOf(req: PayloadRequest): Promise<unknown> {
  const text = await req.text?.().catch(() => '')
  if (!text || !text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new EditorActionRefused(400, 'The request body is not valid JSON')
  }
}

function action<S extends z.ZodType>(name: 'pause' | 'resume' | 'end', schema: S, run: (req: PayloadRequest, id: number, body: z.output<S>, user: User) => Promise<unknown>): Endpoint {
  return {
    path: `/:id/${name}`,
    method: 'post',
    handler: async (req: PayloadRequest) => {
      try {
        if (!req.user) throw new EditorActionRefused(401, editorActionMessages.signIn)
        const id = Number(req.routeParams?.id)
        if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw new EditorActionRefused(404, editorActionMessages.notFound)
        const body = schema.parse(await bodyOf(req))
        return json(await run(req, id, body, req.user as unknown as User))
      } catch (err) {
        if (err instanceof EditorActionRefused) return json({ message: err.message, ...err.data }, err.status)
        if (err instanceof ZodError) {
          const issue = err.issues[0]
          return json({ message: issue?.message ?? 'Form validation failed', field: issue?.path.join('.') || undefined }, 400)
        }
        throw err
      }
    },
  }
}

/**
 * POST /api/ad-campaigns/{id}/pause | resume | end — editors' actions on a running ad, as the
 * campaign's admin page posts them (the role is checked in the domain: editors and admins; support
 * and the owner 403). 200 with the campaign's state; 400 with the first message and its field; 401;
 * 403; 404; 409 for an action the ad's state does not allow; 503 when the ad ended but the provider
 * did not take the refund (ending again retries it, never refunds twice).
 */
export const adCampaignActionEndpoints: Endpoint[] = [
  action('pause', pauseResumeInput, (req, id, body, user) => pauseCampaign(req.payload, id, user, body)),
  action('resume', pauseResumeInput, (req, id, body, user) => resumeCampaign(req.payload, id, user, body)),
  action('end', endInput, (req, id, body, user) => endCampaign(req.payload, id, user, body)),
]
