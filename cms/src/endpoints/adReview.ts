import { adDecisionInput, approveAd } from '../ads/reviewAd'
import { reviewDecisionEndpointFor } from './reviewDecision'

/**
 * POST /api/ads/review/{id} {decision: 'approve'} | {decision: 'reject', reason} — support's decision
 * on a paid ad whose position requires review. Approve answers the campaign's allocation (running,
 * queued, or no position: refunded); reject refunds in full.
 */
export const adDecisionEndpoint = reviewDecisionEndpointFor({
  path: '/ads/review/:id',
  what: 'ad',
  parse: (body) => adDecisionInput.parse(body),
  approve: (payload, id, _body, user) => approveAd(payload, id, user),
})
