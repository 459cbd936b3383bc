import { randomBytes } from 'node:crypto'

/** References as the providers take them (6–32 of [A-Za-z0-9_-]; WeChat's out_trade_no is the narrowest). */
export const newOrderRef = () => `o_${randomBytes(12).toString('base64url')}`
export const newAttemptRef = () => `a_${randomBytes(12).toString('base64url')}`
/** One refund per order: derived from the order, so every retry of a refund names the same one. */
export const refundRefOf = (orderRef: string) => `r_${orderRef.slice(2)}`

/** How long a checkout stays open (Stripe wants 30 minutes at least; the margin covers the trip there). */
export const ATTEMPT_TTL_MS = 40 * 60_000
/**
 * How long an order may stay unpaid before reconciliation expires it: three days, so a payer who
 * left can come back from the user centre and pay the same order.
 */
export const UNPAID_ORDER_TTL_MS = 72 * 3_600_000
/** An attempt still open this long after it was opened is asked about (its webhook may be lost). */
export const RECONCILE_GRACE_MS = 5 * 60_000
/** New orders one user may place per UTC day. */
export const ORDERS_PER_DAY = 10
