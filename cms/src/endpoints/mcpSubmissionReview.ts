import type { Endpoint, PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import { isSupport } from '../access/roles'
import { decideMcpSubmission } from '../mcpSubmit/decide'
import { McpSubmitRefused, mcpSubmitMessages as m } from '../mcpSubmit/messages'
import type { User } from '../payload-types'

const json = (body: unknown, status = 200) => Response.json(body, { status })

/**
 * POST /api/mcp-submissions/{id}/decision {decision: 'approve'} | {decision: 'reject', reason} —
 * support's decision on a proved MCP server submission, as the submission's admin page posts it.
 * 200 with the decision (approve: the catalogue record); 400 with the first message; 401; 403;
 * 404; 409 for a submission decided the other way, not proved yet, or a name listed meanwhile.
 */
export const mcpSubmissionDecisionEndpoint: Endpoint = {
  path: '/:id/decision',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return json({ message: 'Please login first' }, 401)
    if (!isSupport(req.user)) return json({ message: m.staffOnly }, 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return json({ message: m.notFound }, 404)
    try {
      return json(await decideMcpSubmission(req.payload, id, await req.json?.().catch(() => undefined), req.user as unknown as User))
    } catch (err) {
      if (err instanceof McpSubmitRefused) return json({ message: err.message, ...err.data }, err.status)
      if (err instanceof ZodError) {
        const issue = err.issues[0]
        return json({ message: issue?.message ?? 'Form validation failed', field: issue?.path.join('.') }, 400)
      }
      throw err
    }
  },
}
