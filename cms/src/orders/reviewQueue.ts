import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Money } from '../lib/money'
import { hostOf, productHostSql, sameSite, siteKeyOf } from './listedProduct'
import { type ReviewClock, reviewClock } from './reviewDeadline'

/** The submission as support sees it in the queue. */
export type QueuedSubmission = {
  id: number
  /** A submission to list, an update of a listed product or an ad in a reviewed position (name and address the product's). */
  kind: 'submission' | 'update' | 'ad'
  orderRef: string
  productName: string
  officialUrl: string
  ownerEmail: string
  price: Money
  paidAt: string
  clock: ReviewClock
  flagged: boolean
}

export type DecidedSubmission = {
  id: number
  kind: string
  orderRef: string
  productName: string
  status: string
  decidedAt: string
  decidedBy: string
  productKey: string | null
  rejectionReason: string | null
}

export type ReviewQueue = { waiting: QueuedSubmission[]; waitingTotal: number; overdueTotal: number; decided: DecidedSubmission[] }

export const REVIEW_QUEUE_PAGE = 100
export const RECENT_DECISIONS = 20

/**
 * The queue support works from: paid submissions, updates and reviewed ads waiting (one clock for all), oldest payment first (the
 * index on status + paid time serves it, migration 20261126_174111), each with its deadline
 * (reviewDeadline.ts), and the latest decisions with who took them. Plain SQL: this is the admin's
 * one page over every order, and it must stay fast with many thousands of them. Callers check
 * that the reader is support.
 */
export async function readReviewQueue(payload: Payload, now = new Date()): Promise<ReviewQueue> {
  const pool = poolOf(payload)
  const [waiting, totals, decided] = await Promise.all([
    pool.query<{ id: number; kind: 'submission' | 'update' | 'ad'; order_ref: string; name: string | null; url: string | null; email: string | null; amount: string; currency: string; paid_at: Date | null; created_at: Date; flagged: boolean | null }>({
      name: 'review-queue-waiting',
      text: `SELECT o.id, o.kind, o.order_ref, coalesce(o.submission_product_name, up.name, ap.name) AS name, coalesce(o.submission_official_url, up.url, ap.url) AS url, u.email, o.price_amount AS amount,
                    o.price_currency AS currency, o.paid_at, o.created_at, o.flagged
               FROM orders o LEFT JOIN users u ON u.id = o.owner_id LEFT JOIN products up ON up.id = o.update_product_id LEFT JOIN products ap ON ap.id = o.ad_product_id
              WHERE o.status = 'in_review' AND o.kind IN ('submission', 'update', 'ad')
              ORDER BY o.paid_at ASC, o.id ASC
              LIMIT $1`,
      values: [REVIEW_QUEUE_PAGE],
    }),
    pool.query<{ total: number; paid_at: Date | null }>({
      name: 'review-queue-totals',
      text: `SELECT count(*)::int AS total, min(paid_at) AS paid_at FROM orders WHERE status = 'in_review' AND kind IN ('submission', 'update', 'ad')`,
    }),
    pool.query<{ id: number; kind: string; order_ref: string; name: string | null; status: string; decided_at: Date; email: string | null; key: string | null; reason: string | null }>({
      name: 'review-queue-decided',
      text: `SELECT o.id, o.kind, o.order_ref, coalesce(o.submission_product_name, up.name, ap.name) AS name, o.status, o.decided_at, u.email, p.key, o.rejection_reason AS reason
               FROM orders o LEFT JOIN users u ON u.id = o.decided_by_id LEFT JOIN products p ON p.id = o.product_id LEFT JOIN products up ON up.id = o.update_product_id LEFT JOIN products ap ON ap.id = o.ad_product_id
              WHERE o.decided_at IS NOT NULL
              ORDER BY o.decided_at DESC
              LIMIT $1`,
      values: [RECENT_DECISIONS],
    }),
  ])
  const rows = waiting.rows.map((r) => {
    const paidAt = (r.paid_at ?? r.created_at).toISOString()
    return {
      id: r.id,
      kind: r.kind,
      orderRef: r.order_ref,
      productName: r.name ?? '',
      officialUrl: r.url ?? '',
      ownerEmail: r.email ?? '',
      price: { amount: Number(r.amount), currency: r.currency },
      paidAt,
      clock: reviewClock(paidAt, now),
      flagged: Boolean(r.flagged),
    }
  })
  const overdueTotal = await countOverdue(payload, rows, totals.rows[0]?.total ?? 0, now)
  return {
    waiting: rows,
    waitingTotal: totals.rows[0]?.total ?? 0,
    overdueTotal,
    decided: decided.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      orderRef: r.order_ref,
      productName: r.name ?? '',
      status: r.status,
      decidedAt: r.decided_at.toISOString(),
      decidedBy: r.email ?? '',
      productKey: r.key,
      rejectionReason: r.reason,
    })),
  }
}

/**
 * Overdue orders among all waiting ones. The queue is in paid order, so when the page shown is
 * not all overdue the count is on the page; otherwise the orders past the page are counted by the
 * latest paid time that can still be overdue (a deadline is at least 48 hours after payment).
 */
async function countOverdue(payload: Payload, page: QueuedSubmission[], total: number, now: Date): Promise<number> {
  const onPage = page.filter((r) => r.clock.overdue).length
  if (onPage < page.length || total <= page.length) return onPage
  const last = page[page.length - 1]!
  const { rows } = await poolOf(payload).query<{ paid_at: Date }>({
    name: 'review-queue-overdue-candidates',
    text: `SELECT paid_at FROM orders WHERE status = 'in_review' AND kind IN ('submission', 'update', 'ad') AND paid_at > $1 AND paid_at <= $2 ORDER BY paid_at`,
    values: [last.paidAt, new Date(now.getTime() - 48 * 3_600_000).toISOString()],
  })
  return onPage + rows.filter((r) => reviewClock(r.paid_at, now).overdue).length
}

export type SameDomainProduct = { id: number; key: string; name: string; url: string; status: string; ownerEmail: string | null }

/**
 * Products of the catalogue at the host a submission names (`www.` aside), published or not, the
 * same site first (on a shared host such as github.com, the same repository): support sees them
 * beside the submission before deciding.
 */
export async function productsAtSameDomain(payload: Payload, url: string): Promise<SameDomainProduct[]> {
  let host: string
  let site: string
  try {
    host = hostOf(url)
    site = siteKeyOf(url)
  } catch {
    return []
  }
  const { rows } = await poolOf(payload).query<{ id: number; key: string; name: string; url: string; status: string; email: string | null }>({
    name: 'review-same-domain',
    text: `SELECT p.id, p.key, p.name, p.url, p.status, u.email FROM products p LEFT JOIN users u ON u.id = p.owner_id
            WHERE ${productHostSql} = $1
            ORDER BY p.status = 'published' DESC, p.id LIMIT 200`,
    values: [host],
  })
  const ranked = [...rows.filter((r) => sameSite(r.url, site)), ...rows.filter((r) => !sameSite(r.url, site))]
  return ranked.slice(0, 10).map((r) => ({ id: r.id, key: r.key, name: r.name, url: r.url, status: r.status, ownerEmail: r.email }))
}
