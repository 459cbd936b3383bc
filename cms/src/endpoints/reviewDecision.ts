import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import { isSupport } from '../access/roles'
import { PaymentProviderError } from '../payments'
import { IllegalOrderTransition } from '../orders/orderStateMachine'
import { rejectSubmission } from '../orders/rejectSubmission'
import { ReviewRefused, reviewMessages } from '../orders/reviewErrors'
import type { User } from '../payload-types'

const json = (body: unknown, status = 200) => Response.json(body, { status })

type Decision<A> = ({ decision: 'approve' } & A) | { decision: 'reject'; reason: string }

/**
 * Support's decision on a paid order waiting for review (a submission, an update), as the admin's
 * review page posts it: the role checked here and again in the domain, the body parsed by the
 * kind's schema, approve by the kind's function, reject through the one rejection (with its refund).
 * 200 with the domain's answer; 400 with the first message; 401; 403; 404; 409 for an order decided
 * the other way or not waiting; 503 when the provider did not take the refund (rejecting again retries).
 */
export function reviewDecisionEndpointFor<A>(options: {
  path: string
  /** What is rejected, in the 503 message ("The submission is rejected, …"). */
  what: string
  parse: (body: unknown) => Decision<A>
  approve: (payload: Payload, id: number, decision: { decision: 'approve' } & A, user: User) => Promise<unknown>
}): Endpoint {
  const refusal = (err: unknown): Response => {
    if (err instanceof ReviewRefused) return json({ message: err.message, ...err.data }, err.status)
    if (err instanceof ZodError) {
      const issue = err.issues[0]
      return json({ message: issue?.message ?? 'Form validation failed', field: issue?.path.join('.') }, 400)
    }
    // The rejection is recorded; rejecting again asks for the refund again (it is idempotent).
    if (err instanceof PaymentProviderError) return json({ message: `The ${options.what} is rejected, but the payment provider did not take the refund: reject again to retry` }, 503)
    if (err instanceof IllegalOrderTransition) return json({ message: reviewMessages.notInReview, status: err.from }, 409)
    throw err
  }
  return {
    path: options.path,
    method: 'post',
    handler: async (req: PayloadRequest) => {
      if (!req.user) return json({ message: 'Please login first' }, 401)
      if (!isSupport(req.user)) return json({ message: reviewMessages.staffOnly }, 403)
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return json({ message: reviewMessages.notFound }, 404)
      try {
        const body = options.parse(await req.json?.().catch(() => undefined))
        const user = req.user as unknown as User
        if (body.decision === 'approve') return json(await options.approve(req.payload, id, body, user))
        return json(await rejectSubmission(req.payload, id, body.reason, user))
      } catch (err) {
        return refusal(err)
      }
    },
  }
}
