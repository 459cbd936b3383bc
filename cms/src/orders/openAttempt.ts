import type { Payload } from 'payload'
import { env } from '../env'
import { type Locale, localeMeta } from '../locales'
import { PaymentProviderError } from '../payments'
import { poolOf } from '../db/pool'
import { poolSql } from '../db/poolSql'
import type { Order } from '../payload-types'
import { withTransaction } from '../db/transaction'
import { appendOrderEvent, lockOrder } from './orderStateMachine'
import { insertAttemptRow, insertFirstAttempt, writeOrderChanges } from './orderStore'
import { packageForOrder } from './packageForOrder'
import { type OrderDeps, nowOf, ordersProvider } from './ordersProvider'
import { ATTEMPT_TTL_MS, newAttemptRef } from './orderRefs'
import { OrderRefused, orderMessages } from './orderErrors'

/**
 * Where the provider sends the payer back, in the payer's language: the submission page for a
 * submission (it shows its steps around the result), the storefront's payment page for any other kind.
 */
function returnUrls(order: Pick<Order, 'id' | 'kind'>, locale: Locale) {
  const prefix = localeMeta[locale].prefix
  const base = env().SITE_URL
  const page = order.kind === 'submission' ? `/${prefix}/submission?order=${order.id}&` : `/${prefix}/pay/${order.id}?`
  return {
    successUrl: new URL(`${page}payment=success`, base).toString(),
    cancelUrl: new URL(`${page}payment=failed`, base).toString(),
  }
}

/** The checkout's line at the provider for an order paid again (the first checkout is told it). */
async function describeOrder(payload: Payload, order: Order, locale: Locale): Promise<string> {
  if (order.package == null) return order.kind === 'ad' ? 'Advertising' : order.kind
  const pkg = await packageForOrder(poolOf(payload), typeof order.package === 'object' ? order.package.id : order.package, locale)
  return `${pkg?.name ?? 'Package'}: ${order.submission?.productName ?? order.kind}`
}

/**
 * Opens a new checkout attempt for a pending order: closes the attempts still open first (for
 * WeChat the old out_trade_no, "refresh the QR"), then asks the provider and records the attempt
 * and its event. The provider call happens outside any transaction; the attempt reference is its
 * idempotency key, so a retry after a failure opens nothing twice.
 */
export async function openAttempt(payload: Payload, order: Order, locale: Locale, actor: string, deps: OrderDeps = {}, known?: { description: string }): Promise<Order> {
  const provider = ordersProvider(payload, deps)
  for (const attempt of order.attempts ?? []) {
    if (attempt.state !== 'open') continue
    try {
      await provider.closePayment({ attemptRef: attempt.attemptRef, providerRef: attempt.providerRef ?? attempt.attemptRef })
    } catch (error) {
      // Paid meanwhile: its webhook (or reconciliation) settles the order; do not open a second checkout.
      if (error instanceof PaymentProviderError && error.kind === 'refused') throw new OrderRefused(409, orderMessages.notPayable)
      throw error
    }
  }
  const now = nowOf(deps)
  const attemptRef = newAttemptRef()
  const description = (known?.description ?? (await describeOrder(payload, order, locale))).slice(0, 127)
  const checkout = await provider.createCheckout({
    orderRef: order.orderRef,
    attemptRef,
    amount: order.price.amount,
    currency: order.price.currency,
    description,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
    ...returnUrls(order, locale),
    locale,
  })
  const attempt = {
    attemptRef,
    providerRef: checkout.providerRef,
    state: 'open' as const,
    redirectUrl: checkout.next.kind === 'redirect' ? checkout.next.url : null,
    codeUrl: checkout.next.kind === 'qr' ? checkout.next.codeUrl : null,
    expiresAt: checkout.expiresAt.toISOString(),
    openedAt: now.toISOString(),
  }
  const opened = { type: 'attempt_opened' as const, actor, attemptRef, details: { provider: checkout.provider, expiresAt: checkout.expiresAt.toISOString() } }
  // System writes: the caller has checked the order is the user's and payable.
  if ((order.attempts ?? []).length === 0) {
    // The order's first checkout, right after it was created: nothing else to close.
    const first = await insertFirstAttempt(poolSql(poolOf(payload)), order, attempt, opened)
    if (!first) throw new OrderRefused(409, orderMessages.notPayable)
    return { ...order, attempts: [first] }
  }
  return withTransaction(payload, {}, async (tx) => {
    const locked = await lockOrder(tx, order.id)
    if (!locked || locked.status !== 'pending') throw new OrderRefused(409, orderMessages.notPayable)
    const stillOpen = (locked.attempts ?? []).filter((a) => a.state === 'open')
    const attempts = (locked.attempts ?? []).map((a) => (a.state === 'open' ? { ...a, state: 'closed' as const } : a))
    if (stillOpen.length > 0) await writeOrderChanges(tx, locked, { attempts })
    for (const closed of stillOpen) {
      await appendOrderEvent(tx, locked, { type: 'attempt_closed', actor, attemptRef: closed.attemptRef, details: { reason: 'superseded' } })
    }
    const added = await insertAttemptRow(tx.sql, order.id, attempt)
    await appendOrderEvent(tx, locked, opened)
    return { ...locked, attempts: [...attempts, added] }
  })
}
