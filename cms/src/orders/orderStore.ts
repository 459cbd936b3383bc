import { randomBytes } from 'node:crypto'
import { sql, type TransactionSql } from '../db/transaction'
import type { Order } from '../payload-types'
import type { OrderEventInput } from './orderStateMachine'

/**
 * The order rows that every checkout and every payment event read and write, in plain SQL on the
 * tables the `orders` and `order-events` collections define. These run per checkout and per
 * webhook: through the Local API each write is a relational read-back of the whole order and each
 * log entry a full create operation, which made a checkout cost about ten times its budget
 * (bench/orders.bench.ts). Reading goes back to one row plus its attempts; the shape returned is
 * the collection's own `Order` at depth 0 (tests/integration/orders/orderStore.test.ts compares the
 * two, so a field added to the collection and not here fails that test).
 */

type Row = Record<string, unknown>
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(String(v)).toISOString())
const num = (v: unknown) => (v == null ? null : Number(v))

function attemptOf(r: Row): NonNullable<Order['attempts']>[number] {
  return {
    id: String(r.id),
    attemptRef: String(r.attempt_ref),
    providerRef: (r.provider_ref as string | null) ?? null,
    state: r.state as NonNullable<Order['attempts']>[number]['state'],
    redirectUrl: (r.redirect_url as string | null) ?? null,
    codeUrl: (r.code_url as string | null) ?? null,
    paymentRef: (r.payment_ref as string | null) ?? null,
    expiresAt: iso(r.expires_at)!,
    openedAt: iso(r.opened_at)!,
  }
}

function orderOf(r: Row, attempts: Row[]): Order {
  return {
    id: Number(r.id),
    orderRef: String(r.order_ref),
    owner: Number(r.owner_id),
    kind: r.kind as Order['kind'],
    locale: (r.locale as Order['locale']) ?? null,
    package: num(r.package_id),
    submission: {
      productName: (r.submission_product_name as string | null) ?? null,
      officialUrl: (r.submission_official_url as string | null) ?? null,
      contactEmail: (r.submission_contact_email as string | null) ?? null,
      category: num(r.submission_category_id),
      shortDescription: (r.submission_short_description as string | null) ?? null,
      logo: num(r.submission_logo_id),
    },
    ad: { product: num(r.ad_product_id), position: num(r.ad_position_id), contactEmail: (r.ad_contact_email as string | null) ?? null },
    update: {
      product: num(r.update_product_id),
      contactEmail: (r.update_contact_email as string | null) ?? null,
      proposal: (r.update_proposal as NonNullable<Order['update']>['proposal']) ?? null,
      snapshot: (r.update_snapshot as NonNullable<Order['update']>['snapshot']) ?? null,
      appliedAt: iso(r.update_applied_at),
    },
    price: { amount: Number(r.price_amount), currency: String(r.price_currency) as Order['price']['currency'] },
    provider: r.provider as Order['provider'],
    status: r.status as Order['status'],
    expiresAt: iso(r.expires_at)!,
    paidAt: iso(r.paid_at),
    product: num(r.product_id),
    rejectionReason: (r.rejection_reason as string | null) ?? null,
    decidedBy: num(r.decided_by_id),
    decidedAt: iso(r.decided_at),
    flagged: (r.flagged as boolean | null) ?? false,
    attempts: attempts.map(attemptOf),
    refund: {
      refundRef: (r.refund_refund_ref as string | null) ?? null,
      refundId: (r.refund_refund_id as string | null) ?? null,
      status: (r.refund_status as NonNullable<Order['refund']>['status']) ?? null,
      amount: num(r.refund_amount),
      reason: (r.refund_reason as string | null) ?? null,
      by: num(r.refund_by_id),
      requestedAt: iso(r.refund_requested_at),
    },
    updatedAt: iso(r.updated_at)!,
    createdAt: iso(r.created_at)!,
  } as Order
}

/** An order and its attempts, locked for the rest of the transaction when `lock`. */
export async function readOrderRow(db: TransactionSql, id: number, lock = false): Promise<Order | null> {
  const { rows } = await db.execute<Row>(lock ? sql`SELECT * FROM orders WHERE id = ${id} FOR UPDATE` : sql`SELECT * FROM orders WHERE id = ${id}`)
  if (!rows[0]) return null
  const attempts = await db.execute<Row>(sql`SELECT * FROM orders_attempts WHERE _parent_id = ${id} ORDER BY _order`)
  return orderOf(rows[0], attempts.rows)
}

export type NewOrder = Pick<Order, 'orderRef' | 'kind' | 'locale' | 'price' | 'provider' | 'expiresAt'> & {
  owner: number
  /** The service package (submissions, updates); ads are priced by their position and have none. */
  package: number | null
  submission?: NonNullable<Order['submission']>
  ad?: { product: number; position: number; contactEmail: string }
  update?: NonNullable<Order['update']>
}

/**
 * Writes a new pending order and its first log entry (`created`) in one statement, or nothing (null)
 * when the owner already placed `limit.perDay` orders since `limit.since`. A checkout runs it under
 * the owner's daily-limit lock: counting in the same statement as the insert is one round trip
 * fewer inside that lock (the lock is what makes the count exact; this statement's snapshot is
 * taken after it was granted).
 */
export async function insertOrderRow(db: TransactionSql, o: NewOrder, created: Omit<OrderEventInput, 'type' | 'toStatus'>, limit?: { perDay: number; since: Date }): Promise<Order | null> {
  const s = o.submission ?? {}
  const u = o.update ?? {}
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v))
  const { rows } = await db.execute<Row>(sql`
    WITH inserted AS (
      INSERT INTO orders (order_ref, owner_id, kind, locale, package_id, submission_product_name, submission_official_url, submission_contact_email,
                          submission_category_id, submission_short_description, submission_logo_id, ad_product_id, ad_position_id, ad_contact_email,
                          update_product_id, update_contact_email, update_proposal, update_snapshot,
                          price_amount, price_currency, provider, status, expires_at, flagged)
      SELECT ${o.orderRef}, ${o.owner}, ${o.kind}, ${o.locale ?? 'en'}, ${o.package}, ${s.productName ?? null}, ${s.officialUrl ?? null}, ${s.contactEmail ?? null},
             ${num(s.category)}, ${s.shortDescription ?? null}, ${num(s.logo)}, ${o.ad?.product ?? null}, ${o.ad?.position ?? null}, ${o.ad?.contactEmail ?? null},
             ${num(typeof u.product === 'object' && u.product ? u.product.id : u.product)}, ${u.contactEmail ?? null}, ${json(u.proposal)}::jsonb, ${json(u.snapshot)}::jsonb,
             ${o.price.amount}, ${o.price.currency}, ${o.provider}, 'pending', ${o.expiresAt}, false
       WHERE ${limit === undefined}
          OR (SELECT count(*) FROM orders WHERE owner_id = ${o.owner} AND created_at >= ${limit?.since.toISOString() ?? null}) < ${limit?.perDay ?? 0}
      RETURNING *),
    logged AS (
      INSERT INTO order_events (order_id, owner_id, type, from_status, to_status, actor, attempt_ref, details)
      SELECT inserted.id, inserted.owner_id, 'created', null, 'pending', ${created.actor}, ${created.attemptRef ?? null},
             ${created.details === undefined ? null : JSON.stringify(created.details)}::jsonb
        FROM inserted)
    SELECT * FROM inserted`, { name: 'orders-insert' })
  return rows[0] ? orderOf(rows[0], []) : null
}

/** Appends one entry to the order's log (the table is append-only: nothing here updates or deletes). */
export async function insertOrderEvent(db: TransactionSql, order: Pick<Order, 'id' | 'owner'>, event: OrderEventInput): Promise<void> {
  const owner = typeof order.owner === 'object' ? order.owner.id : order.owner
  await db.execute(sql`
    INSERT INTO order_events (order_id, owner_id, type, from_status, to_status, actor, attempt_ref, details)
    VALUES (${order.id}, ${owner}, ${event.type}, ${event.fromStatus ?? null}, ${event.toStatus ?? null}, ${event.actor}, ${event.attemptRef ?? null},
            ${event.details === undefined ? null : JSON.stringify(event.details)}::jsonb)`)
}

type Attempt = NonNullable<Order['attempts']>[number]

/** Appends a checkout attempt after the order's others; the attempt as written. */
export async function insertAttemptRow(db: TransactionSql, orderId: number, a: Omit<Attempt, 'id'>): Promise<Attempt> {
  // Array rows carry a 24-hex-digit id, as the Local API writes them.
  const { rows } = await db.execute<Row>(sql`
    INSERT INTO orders_attempts (_order, _parent_id, id, attempt_ref, provider_ref, state, redirect_url, code_url, payment_ref, expires_at, opened_at)
    VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM orders_attempts WHERE _parent_id = ${orderId}), ${orderId}, ${randomBytes(12).toString('hex')},
            ${a.attemptRef}, ${a.providerRef ?? null}, ${a.state}, ${a.redirectUrl ?? null}, ${a.codeUrl ?? null}, ${a.paymentRef ?? null}, ${a.expiresAt}, ${a.openedAt})
    RETURNING *`)
  return attemptOf(rows[0]!)
}

/**
 * The first checkout of a pending order in one statement: the order's row lock, the attempt and its
 * log entry, or nothing when the order is no longer pending (null). One round trip instead of a
 * transaction of five: it runs in every checkout, right after the order was created.
 */
export async function insertFirstAttempt(db: TransactionSql, order: Pick<Order, 'id' | 'owner'>, a: Omit<Attempt, 'id'>, event: OrderEventInput): Promise<Attempt | null> {
  const owner = typeof order.owner === 'object' ? order.owner.id : order.owner
  const { rows } = await db.execute<Row>(sql`
    WITH locked AS (SELECT id FROM orders WHERE id = ${order.id} AND status = 'pending' FOR UPDATE),
    attempt AS (
      INSERT INTO orders_attempts (_order, _parent_id, id, attempt_ref, provider_ref, state, redirect_url, code_url, payment_ref, expires_at, opened_at)
      SELECT (SELECT coalesce(max(_order), 0) + 1 FROM orders_attempts WHERE _parent_id = locked.id), locked.id, ${randomBytes(12).toString('hex')},
             ${a.attemptRef}, ${a.providerRef ?? null}, ${a.state}, ${a.redirectUrl ?? null}, ${a.codeUrl ?? null}, ${a.paymentRef ?? null}, ${a.expiresAt}, ${a.openedAt}
        FROM locked
      RETURNING *),
    logged AS (
      INSERT INTO order_events (order_id, owner_id, type, from_status, to_status, actor, attempt_ref, details)
      SELECT locked.id, ${owner}, ${event.type}, ${event.fromStatus ?? null}, ${event.toStatus ?? null}, ${event.actor}, ${event.attemptRef ?? null},
             ${event.details === undefined ? null : JSON.stringify(event.details)}::jsonb
        FROM locked)
    SELECT * FROM attempt`, { name: 'orders-first-attempt' })
  return rows[0] ? attemptOf(rows[0]) : null
}

/** Sets one attempt's state (and the payment's reference when it was paid). */
export async function setAttemptState(db: TransactionSql, orderId: number, attemptRef: string, state: Attempt['state'], paymentRef?: string | null): Promise<void> {
  await db.execute(sql`
    UPDATE orders_attempts SET state = ${state}, payment_ref = coalesce(${paymentRef ?? null}, payment_ref)
    WHERE _parent_id = ${orderId} AND attempt_ref = ${attemptRef}`)
}

/** The order's own columns a payment changes besides its status. */
export type OrderPatch = { status?: Order['status']; flagged?: boolean; paidAt?: string | null; refund?: Partial<NonNullable<Order['refund']>> }

export async function patchOrderRow(db: TransactionSql, orderId: number, patch: OrderPatch): Promise<void> {
  const r = patch.refund
  await db.execute(sql`
    UPDATE orders SET
      status = coalesce(${patch.status ?? null}::enum_orders_status, status),
      flagged = coalesce(${patch.flagged ?? null}::boolean, flagged),
      paid_at = coalesce(${patch.paidAt ?? null}::timestamptz, paid_at),
      refund_refund_ref = CASE WHEN ${r !== undefined && 'refundRef' in r} THEN ${r?.refundRef ?? null} ELSE refund_refund_ref END,
      refund_refund_id = CASE WHEN ${r !== undefined && 'refundId' in r} THEN ${r?.refundId ?? null} ELSE refund_refund_id END,
      refund_status = CASE WHEN ${r !== undefined && 'status' in r} THEN ${r?.status ?? null}::enum_orders_refund_status ELSE refund_status END,
      refund_amount = CASE WHEN ${r !== undefined && 'amount' in r} THEN ${r?.amount ?? null}::numeric ELSE refund_amount END,
      refund_reason = CASE WHEN ${r !== undefined && 'reason' in r} THEN ${r?.reason ?? null} ELSE refund_reason END,
      refund_by_id = CASE WHEN ${r !== undefined && 'by' in r} THEN ${num(typeof r?.by === 'object' && r?.by ? r.by.id : r?.by)}::integer ELSE refund_by_id END,
      refund_requested_at = CASE WHEN ${r !== undefined && 'requestedAt' in r} THEN ${r?.requestedAt ?? null}::timestamptz ELSE refund_requested_at END,
      updated_at = now()
    WHERE id = ${orderId}`)
}

/**
 * Writes `changes` to a locked order: attempts whose state or payment reference differ from
 * `order`'s, the refund group, the flag, the paid time and the status in SQL. Any other field (a
 * support decision's: product, reason, who and when — rare) goes through the Local API in the same
 * transaction.
 */
export async function writeOrderChanges(
  tx: { sql: TransactionSql; req: import('payload').PayloadRequest },
  order: Order,
  changes: Partial<Order>,
): Promise<void> {
  const { attempts, refund, flagged, status, paidAt, ...rest } = changes
  for (const a of attempts ?? []) {
    const before = order.attempts?.find((b) => b.attemptRef === a.attemptRef)
    if (!before) throw new Error(`attempt ${a.attemptRef} is not on order ${order.id}`)
    if (before.state !== a.state || (before.paymentRef ?? null) !== (a.paymentRef ?? null)) await setAttemptState(tx.sql, order.id, a.attemptRef, a.state, a.paymentRef)
  }
  if (refund !== undefined || flagged !== undefined || status !== undefined || paidAt) {
    await patchOrderRow(tx.sql, order.id, { status, flagged: flagged ?? undefined, paidAt, refund: refund ?? undefined })
  }
  if (Object.keys(rest).length > 0) {
    await tx.req.payload.update({ collection: 'orders', id: order.id, data: rest, depth: 0, req: tx.req, overrideAccess: true })
  }
}
