/**
 * The vocabulary of orders, shared by the collections, the state machine and the pages (no
 * imports, so a client component may take a constant from here).
 */
export const orderKinds = ['submission', 'ad', 'update', 'deployment'] as const
export type OrderKind = (typeof orderKinds)[number]

export const providerNames = ['stripe', 'wechatpay', 'sandbox'] as const

export const orderStatuses = ['pending', 'paid', 'in_review', 'approved', 'rejected', 'refunded', 'expired', 'failed', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** An attempt is one checkout at the provider; `closed` is one we stopped (superseded or past its expiry). */
export const attemptStates = ['open', 'paid', 'expired', 'failed', 'closed', 'refunded'] as const
export type AttemptState = (typeof attemptStates)[number]

export const orderEventTypes = ['created', 'transition', 'attempt_opened', 'attempt_closed', 'attempt_failed', 'payment_mismatch', 'refund_requested', 'refund_failed', 'mail_sent', 'refund_succeeded', 'ad_paused', 'ad_resumed', 'ad_ended'] as const
export type OrderEventType = (typeof orderEventTypes)[number]
