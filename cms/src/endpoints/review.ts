import type { Endpoint, PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import { isSupport } from '../access/roles'
import { PaymentProviderError } from '../payments'
import { approveSubmission } from '../orders/approveSubmission'
import { IllegalOrderTransition } from '../orders/orderStateMachine'
import { rejectSubmission } from '../orders/rejectSubmission'
import { ReviewRefused, reviewMessages } from '../orders/reviewErrors'
import { reviewDecisionInput } from '../orders/reviewInput'
import type { User } from '../payload-types'

const json = (body: unknown, status = 200) => Response.json(body, { status })

function refusal(err: unknown): Response {
  if (err instanceof ReviewRefused) return json({ message: err.message, ...err.data }, err.status)
  if (err instanceof ZodError) {
    const issue = err.issues[0]
    return json({ message: issue?.message ?? 'Form validation failed', field: issue?.path.join('.') }, 400)
  }
  // The rejection is recorded; the refund can be asked again by rejecting again (it is idempotent).
  if (err instanceof PaymentProviderError) return json({ message: 'The submission is rejected, but the payment provider did not take the refund: reject again to retry' }, 503)
  if (err instanceof IllegalOrderTransition) return json({ message: reviewMessages.notInReview, status: err.from }, 409)
  throw err
}

/**
 * POST /api/review/{id} {decision: 'approve', edits?} | {decision: 'reject', reason} — support's
 * decision on a paid submission (the admin's review page posts here). The role is checked here and
 * again in the orders domain; the client's view of the order is never trusted. 200 with the product
 * (approve) or the refund (reject); 400 with the first message; 403; 404; 409 for an order already
 * decided the other way or not waiting for review.
 */
export const reviewDecisionEndpoint: Endpoint = {
  path: '/review/:id',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return json({ message: 'Please login first' }, 401)
    if (!isSupport(req.user)) return json({ message: reviewMessages.staffOnly }, 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return json({ message: reviewMessages.notFound }, 404)
    try {
      const body = reviewDecisionInput.parse(await req.json?.().catch(() => undefined))
      const user = req.user as unknown as User
      if (body.decision === 'approve') return json(await approveSubmission(req.payload, id, body.edits, user))
      return json(await rejectSubmission(req.payload, id, body.reason, user))
    } catch (err) {
      return refusal(err)
    }
  },
}
