import type { Endpoint, PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import { isSupport } from '../access/roles'
import { PaymentProviderError } from '../payments'
import { IllegalOrderTransition } from '../orders/orderStateMachine'
import { rejectSubmission } from '../orders/rejectSubmission'
import { ReviewRefused, reviewMessages } from '../orders/reviewErrors'
import { approveUpdate } from '../updates/approveUpdate'
import { updateDecisionInput } from '../updates/updateReviewInput'
import type { User } from '../payload-types'

const json = (body: unknown, status = 200) => Response.json(body, { status })

function refusal(err: unknown): Response {
  if (err instanceof ReviewRefused) return json({ message: err.message, ...err.data }, err.status)
  if (err instanceof ZodError) {
    const issue = err.issues[0]
    return json({ message: issue?.message ?? 'Form validation failed', field: issue?.path.join('.') }, 400)
  }
  // The rejection is recorded; rejecting again asks for the refund again (it is idempotent).
  if (err instanceof PaymentProviderError) return json({ message: 'The update is rejected, but the payment provider did not take the refund: reject again to retry' }, 503)
  if (err instanceof IllegalOrderTransition) return json({ message: reviewMessages.notInReview, status: err.from }, 409)
  throw err
}

/**
 * POST /api/updates/review/{id} {decision: 'approve', applyAnyway?} | {decision: 'reject', reason} —
 * support's decision on a paid update of a listing (the admin's review page posts here). The role
 * is checked here and again in the domain. 200 with what was applied (approve) or the refund
 * (reject); 400; 403; 404; 409 for an order decided the other way, not waiting, or a product that
 * changed since the order (`changedSince` names the fields; send `applyAnyway` to apply it).
 */
export const updateDecisionEndpoint: Endpoint = {
  path: '/updates/review/:id',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return json({ message: 'Please login first' }, 401)
    if (!isSupport(req.user)) return json({ message: reviewMessages.staffOnly }, 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return json({ message: reviewMessages.notFound }, 404)
    try {
      const body = updateDecisionInput.parse(await req.json?.().catch(() => undefined))
      const user = req.user as unknown as User
      if (body.decision === 'approve') return json(await approveUpdate(req.payload, id, { applyAnyway: body.applyAnyway }, user))
      return json(await rejectSubmission(req.payload, id, body.reason, user))
    } catch (err) {
      return refusal(err)
    }
  },
}
