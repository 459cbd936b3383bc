import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { DAY_MS } from './campaignTimes'
import { proRataRefund } from './proRataRefund'

export type CampaignDetail = {
  id: number
  status: 'queued' | 'running' | 'paused' | 'ended' | 'cancelled'
  productName: string
  productKey: string
  positionName: string
  positionKey: string
  buyerEmail: string
  orderId: number
  orderRef: string
  price: { amount: number; currency: string }
  paidAt: string | null
  durationDays: number
  startsAt: string | null
  endsAt: string | null
  pausedAt: string | null
  remainingMs: number | null
  endedAt: string | null
  endReason: string | null
  decision: { amount: number; currency: string; note: string | null; decidedBy: string | null; decidedAt: string | null } | null
  refund: { status: string | null; amount: number | null }
  /** What ending now with a pro-rata refund would give back (minor units). */
  proRataNow: number
  log: { type: string; fromStatus: string | null; toStatus: string | null; actor: string; at: string; details: Record<string, unknown> | null }[]
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/**
 * One campaign with its order and the order's log, for its admin page. Two queries. System read:
 * the page checks the reader is staff first (editors act on ads but may not read orders through the
 * CMS's APIs).
 */
export async function readCampaignDetail(payload: Payload, id: number, locale?: string, now = new Date()): Promise<CampaignDetail | null> {
  const pool = poolOf(payload)
  const { rows } = await pool.query({
    name: 'ads-campaign-detail',
    text: `SELECT c.id, c.status, c.duration_days, c.starts_at, c.ends_at, c.paused_at, c.remaining_ms, c.ended_at, c.end_reason,
        c.refund_decision_amount_amount AS decision_amount, c.refund_decision_amount_currency AS decision_currency, c.refund_decision_note AS decision_note,
        c.refund_decision_decided_at AS decided_at, d.email AS decided_by, p.name AS product_name, p.key AS product_key, ap.key AS position_key,
        coalesce((SELECT l.name FROM ad_positions_locales l WHERE l._parent_id = ap.id AND l._locale::text = $2), (SELECT l.name FROM ad_positions_locales l WHERE l._parent_id = ap.id AND l._locale = 'en'), ap.key) AS position_name,
        u.email AS buyer_email, o.id AS order_id, o.order_ref, o.price_amount, o.price_currency, o.paid_at, o.refund_status, o.refund_amount
      FROM ad_campaigns c JOIN orders o ON o.id = c.order_id JOIN ad_positions ap ON ap.id = c.position_id
        LEFT JOIN products p ON p.id = c.product_id LEFT JOIN users u ON u.id = c.owner_id LEFT JOIN users d ON d.id = c.refund_decision_decided_by_id
      WHERE c.id = $1`,
    values: [id, locale ?? 'en'],
  })
  const r = rows[0]
  if (!r) return null
  const { rows: events } = await pool.query({
    name: 'ads-campaign-log',
    text: `SELECT type, from_status, to_status, actor, created_at, details FROM order_events WHERE order_id = $1 ORDER BY created_at, id LIMIT 200`,
    values: [r.order_id],
  })
  const price = Number(r.price_amount)
  const paidMs = Number(r.duration_days) * DAY_MS
  const unusedMs =
    r.status === 'running' && r.ends_at ? new Date(r.ends_at).getTime() - now.getTime() : r.status === 'paused' || r.status === 'queued' ? (r.remaining_ms != null ? Number(r.remaining_ms) : paidMs) : 0
  const refunded = r.refund_status && r.refund_status !== 'failed' ? Number(r.refund_amount ?? price) : 0
  return {
    id: r.id,
    status: r.status,
    productName: r.product_name ?? '—',
    productKey: r.product_key ?? '',
    positionName: r.position_name,
    positionKey: r.position_key,
    buyerEmail: r.buyer_email ?? '—',
    orderId: r.order_id,
    orderRef: r.order_ref,
    price: { amount: price, currency: r.price_currency },
    paidAt: iso(r.paid_at),
    durationDays: Number(r.duration_days),
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    pausedAt: iso(r.paused_at),
    remainingMs: r.remaining_ms == null ? null : Number(r.remaining_ms),
    endedAt: iso(r.ended_at),
    endReason: r.end_reason,
    decision: r.decision_amount == null ? null : { amount: Number(r.decision_amount), currency: r.decision_currency ?? r.price_currency, note: r.decision_note, decidedBy: r.decided_by, decidedAt: iso(r.decided_at) },
    refund: { status: r.refund_status, amount: r.refund_amount == null ? null : Number(r.refund_amount) },
    proRataNow: proRataRefund({ price, paidMs, unusedMs, alreadyRefunded: refunded }),
    log: events.map((e) => ({ type: e.type, fromStatus: e.from_status, toStatus: e.to_status, actor: e.actor, at: new Date(e.created_at).toISOString(), details: e.details })),
  }
}
