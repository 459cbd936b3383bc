import { approveSubmission } from '../orders/approveSubmission'
import { reviewDecisionInput } from '../orders/reviewInput'
import { reviewDecisionEndpointFor } from './reviewDecision'

/**
 * POST /api/review/{id} {decision: 'approve', edits?} | {decision: 'reject', reason} — support's
 * decision on a paid submission. Approve answers the product (with support's edits applied).
 */
export const reviewDecisionEndpoint = reviewDecisionEndpointFor({
  path: '/review/:id',
  what: 'submission',
  parse: (body) => reviewDecisionInput.parse(body),
  approve: (payload, id, body, user) => approveSubmission(payload, id, body.edits, user),
})
