import { approveUpdate } from '../updates/approveUpdate'
import { updateDecisionInput } from '../updates/updateReviewInput'
import { reviewDecisionEndpointFor } from './reviewDecision'

/**
 * POST /api/updates/review/{id} {decision: 'approve', applyAnyway?} | {decision: 'reject', reason} —
 * support's decision on a paid update of a listing. Approve answers what was applied; 409 also for a
 * product that changed since the order (`changedSince` names the fields; send `applyAnyway`).
 */
export const updateDecisionEndpoint = reviewDecisionEndpointFor({
  path: '/updates/review/:id',
  what: 'update',
  parse: (body) => updateDecisionInput.parse(body),
  approve: (payload, id, body, user) => approveUpdate(payload, id, { applyAnyway: body.applyAnyway }, user),
})
