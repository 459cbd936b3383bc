import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { allPositions } from './positionStore'
import { type Occupant, quoteQueue } from './queueQuote'

export type OccupancyCampaign = {
  id: number
  orderId: number
  orderRef: string
  status: 'running' | 'queued' | 'paused'
  productName: string
  productKey: string
  buyerEmail: string
  paidAt: string
  startsAt: string | null
  endsAt: string | null
  /** A queued ad's expected start (the same quote /advertise shows), ISO; null for the others. */
  expectedStart: string | null
  /** What is left of a paused (or resumed, waiting) ad's run. */
  remainingMs: number | null
}

export type PositionOccupancy = {
  id: number
  key: string
  placement: string
  name: string | null
  enabled: boolean
  capacity: number
  durationDays: number
  running: OccupancyCampaign[]
  paused: OccupancyCampaign[]
  /** In the order they will start: a resumed ad first, then by payment. */
  queue: OccupancyCampaign[]
  /** When the next slot frees (the earliest running end), or null when one is free now or none runs. */
  nextFree: string | null
}

type Row = {
  id: number
  order_id: number
  position_id: number
  status: OccupancyCampaign['status']
  duration_days: string
  queued_at: Date
  starts_at: Date | null
  ends_at: Date | null
  remaining_ms: string | null
  order_ref: string
  paid_at: Date | null
  product_name: string | null
  product_key: string | null
  buyer_email: string | null
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

/**
 * Support's view of every position (also disabled ones): who runs, who is paused, the queue in
 * start order with each queued ad's expected start from quoteQueue (the quote /advertise gives a
 * buyer), and when the next slot frees. Two queries whatever the number of positions and campaigns.
 * System read: the admin view checks the reader is staff before calling it.
 */
export async function readAdOccupancy(payload: Payload, locale?: string, now = new Date()): Promise<PositionOccupancy[]> {
  const pool = poolOf(payload)
  const [positions, { rows }] = await Promise.all([
    allPositions(pool, locale),
    pool.query<Row>({
      name: 'ads-occupancy-campaigns',
      text: `SELECT c.id, c.order_id, c.position_id, c.status, c.duration_days, c.queued_at, c.starts_at, c.ends_at, c.remaining_ms,
          o.order_ref, o.paid_at, p.name AS product_name, p.key AS product_key, u.email AS buyer_email
        FROM ad_campaigns c JOIN orders o ON o.id = c.order_id LEFT JOIN products p ON p.id = c.product_id LEFT JOIN users u ON u.id = c.owner_id
        WHERE c.status IN ('running', 'queued', 'paused')
        ORDER BY c.position_id, (c.remaining_ms IS NULL), c.queued_at, c.id`,
    }),
  ])
  const byPosition = new Map<number, Row[]>()
  for (const r of rows) byPosition.set(r.position_id, [...(byPosition.get(r.position_id) ?? []), r])
  return positions.map((p) => {
    const live = byPosition.get(p.id) ?? []
    const view = (r: Row, expectedStart: Date | null = null): OccupancyCampaign => ({
      id: r.id,
      orderId: r.order_id,
      orderRef: r.order_ref,
      status: r.status,
      productName: r.product_name ?? '—',
      productKey: r.product_key ?? '',
      buyerEmail: r.buyer_email ?? '—',
      paidAt: iso(r.paid_at) ?? new Date(r.queued_at).toISOString(),
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      expectedStart: expectedStart ? expectedStart.toISOString() : null,
      remainingMs: r.remaining_ms == null ? null : Number(r.remaining_ms),
    })
    const running = live.filter((r) => r.status === 'running')
    const queued = live.filter((r) => r.status === 'queued')
    const occupant = (r: Row): Occupant => ({ status: r.status as 'running' | 'queued', endsAt: r.ends_at ? new Date(r.ends_at) : null, durationDays: Number(r.duration_days), remainingMs: r.remaining_ms == null ? null : Number(r.remaining_ms) })
    // Each queued ad's expected start is the quote a new order would get with only those ahead of it queued.
    const queue = queued.map((r, i) => view(r, quoteQueue(p.capacity, [...running, ...queued.slice(0, i)].map(occupant), now).expectedStart))
    const ends = running.map((r) => (r.ends_at ? new Date(r.ends_at).getTime() : Infinity)).sort((a, b) => a - b)
    return {
      id: p.id,
      key: p.key,
      placement: p.placement,
      name: p.name,
      enabled: p.enabled,
      capacity: p.capacity,
      durationDays: p.durationDays,
      running: running.map((r) => view(r)),
      paused: live.filter((r) => r.status === 'paused').map((r) => view(r)),
      queue,
      nextFree: running.length < p.capacity || ends.length === 0 || !Number.isFinite(ends[0]!) ? null : new Date(ends[0]!).toISOString(),
    }
  })
}
