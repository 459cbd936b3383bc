/**
 * Orders: what customers pay for, their status (a state machine with an append-only log), checkout
 * attempts through the payment provider, webhooks stored once and fulfilled exactly once, refunds,
 * reconciliation, and the sandbox ledger in the database.
 */
export * from './orderStates'
export { allowedTransitions, canTransition, IllegalOrderTransition } from './orderStateMachine'
export { OrderRefused, orderMessages } from './orderErrors'
export { submissionOrderInput, payOrderInput, type SubmissionOrderInput } from './orderInput'
export { createSubmissionOrder } from './createOrder'
export { payMyOrder } from './payOrder'
export { readMyOrder, listMyOrders, viewOfOwnOrder, type OrderView } from './readOrders'
export { receivePaymentWebhook, storePaymentEvent, type WebhookOutcome } from './receiveWebhook'
export { applyPaymentEvent } from './fulfilment'
export { refundOrder } from './refundOrder'
export { reconcileOrders } from './reconcile'
export { ordersProvider, sandboxProviderOf, type OrderDeps } from './ordersProvider'
export { databaseSandboxLedger } from './sandboxLedger'
export { ATTEMPT_TTL_MS, ORDERS_PER_DAY, RECONCILE_GRACE_MS, UNPAID_ORDER_TTL_MS } from './orderRefs'
export { approveSubmission, type Approval } from './approveSubmission'
export { rejectSubmission, type Rejection } from './rejectSubmission'
export { ReviewRefused, reviewMessages } from './reviewErrors'
export { approvalEdits, rejectionInput, reviewDecisionInput, type ApprovalEdits, type ReviewDecisionInput } from './reviewInput'
export { REVIEW_UTC_OFFSET_HOURS, REVIEW_WORKING_HOURS, reviewClock, reviewDeadline, type ReviewClock } from './reviewDeadline'
export { readReviewQueue, productsAtSameDomain, type ReviewQueue, type QueuedSubmission, type DecidedSubmission, type SameDomainProduct } from './reviewQueue'
export { orderMail, orderMailKinds, sendOrderMail, type OrderMailKind } from './orderMails'
