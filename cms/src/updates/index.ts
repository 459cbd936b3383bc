/**
 * Paid updates of a listed product: the order (a proposal of new values and a snapshot of the
 * values it replaces), support's diff and decision (apply, or reject and refund).
 */
export * from './updateFields'
export { proposalInput, updateOrderInput, type Proposal, type UpdateOrderInput } from './updateInput'
export { updateDecisionInput, type UpdateDecisionInput } from './updateReviewInput'
export { createUpdateOrder } from './createUpdateOrder'
export { readListedProduct, listingValuesOf, type ListedProduct } from './currentListing'
export { approveUpdate, updateReviewMessages, type UpdateApproval } from './approveUpdate'
export { rejectSubmission as rejectUpdate } from '../orders/rejectSubmission'
