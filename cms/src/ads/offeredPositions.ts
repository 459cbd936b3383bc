import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { chooseOrderPrice } from '../orders/placeOrder'
import { enabledPositions } from './positionStore'
import { type Occupant, quoteQueue } from './queueQuote'

export type OfferedPosition = {
  key: string
  placement: string
  name: string | null
  description: string | null
  price: { amount: number; currency: string } | null
  capacity: number
  durationDays: number
  /** Support approves each paid ad before it starts. */
  requiresReview: boolean
  running: number
  queueLength: number
  /** Free now, or the place a new order would take and when it is expected to start (ISO, UTC). */
  free: boolean
  queuePlace: number
  expectedStart: string
}

/**
 * Every position on sale with its price in the edition's currency (the one an order is charged)
 * and its queue quote: what /advertise shows before paying. Two queries whatever the number of
 * positions; public data.
 */
export async function offeredPositions(payload: Payload, locale?: string, now = new Date()): Promise<OfferedPosition[]> {
  const pool = poolOf(payload)
  const positions = await enabledPositions(pool, locale)
  const { rows } = await pool.query<{ position_id: number; status: 'running' | 'queued'; ends_at: Date | null; duration_days: string; remaining_ms: string | null }>({
    name: 'ads-occupants',
    text: `SELECT position_id, status, ends_at, duration_days, remaining_ms FROM ad_campaigns WHERE status IN ('running', 'queued') ORDER BY (remaining_ms IS NULL), queued_at, id`,
  })
  const byPosition = new Map<number, Occupant[]>()
  for (const r of rows) {
    const list = byPosition.get(r.position_id) ?? []
    list.push({ status: r.status, endsAt: r.ends_at ? new Date(r.ends_at) : null, durationDays: Number(r.duration_days), remainingMs: r.remaining_ms == null ? null : Number(r.remaining_ms) })
    byPosition.set(r.position_id, list)
  }
  return positions.map((p) => {
    const quote = quoteQueue(p.capacity, byPosition.get(p.id) ?? [], now)
    return {
      key: p.key,
      placement: p.placement,
      name: p.name,
      description: p.description,
      price: chooseOrderPrice(payload, p.prices, undefined),
      capacity: p.capacity,
      durationDays: p.durationDays,
      requiresReview: p.requiresReview,
      running: quote.running,
      queueLength: quote.queued,
      free: quote.free,
      queuePlace: quote.place,
      expectedStart: quote.expectedStart.toISOString(),
    }
  })
}
