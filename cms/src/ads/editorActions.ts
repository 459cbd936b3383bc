import type { Payload } from 'payload'
import { isEditor } from '../access/roles'
import { sql, type Transaction, withTransaction } from '../db/transaction'
import { appendOrderEvent } from '../orders/orderStateMachine'
import type { OrderDeps } from '../orders/ordersProvider'
import { enqueueOrderMail } from '../orders/orderMails'
import { refundOrder } from '../orders/refundOrder'
import { PaymentProviderError } from '../payments'
import type { User } from '../payload-types'
import { DAY_MS } from './campaignTimes'
import { EditorActionRefused, editorActionMessages as m, type EndInput, type PauseResumeInput } from './editorActionInput'
import { proRataRefund } from './proRataRefund'
import { afterCampaignsMoved, lockPosition, settlePosition } from './settlePosition'

export type CampaignState = {
  id: number
  orderId: number
  positionId: number
  status: 'queued' | 'running' | 'paused' | 'ended' | 'cancelled'
  startsAt: string | null
  endsAt: string | null
  pausedAt: string | null
  remainingMs: number | null
  endedAt: string | null
  endReason: string | null
  /** The decision recorded when an editor ended it: the amount (minor units, 0 for none) and the refund's state at the provider. */
  refund: { amount: number; currency: string; note: string | null; status: 'pending' | 'succeeded' | 'failed' | null } | null
}

type Row = {
  id: number
  order_id: number
  owner_id: number
  position_id: number
  status: CampaignState['status']
  duration_days: string
  starts_at: Date | null
  ends_at: Date | null
  paused_at: Date | null
  remaining_ms: string | null
  ended_at: Date | null
  end_reason: string | null
  decision_amount: string | null
  decision_currency: string | null
  decision_note: string | null
  price_amount: string
  price_currency: string
  refund_status: 'pending' | 'succeeded' | 'failed' | null
  refund_amount: string | null
}

export type EditorActionOptions = OrderDeps & { now?: () => Date }

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

async function readCampaign(tx: Transaction, id: number, lock: boolean): Promise<Row | null> {
  const { rows } = await tx.sql.execute<Row>(sql`
    SELECT c.id, c.order_id, c.owner_id, c.position_id, c.status, c.duration_days, c.starts_at, c.ends_at, c.paused_at, c.remaining_ms,
      c.ended_at, c.end_reason, c.refund_decision_amount_amount AS decision_amount, c.refund_decision_amount_currency AS decision_currency,
      c.refund_decision_note AS decision_note, o.price_amount, o.price_currency, o.refund_status, o.refund_amount
    FROM ad_campaigns c JOIN orders o ON o.id = c.order_id WHERE c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`)
  return rows[0] ?? null
}

function stateOf(r: Row): CampaignState {
  return {
    id: r.id,
    orderId: r.order_id,
    positionId: r.position_id,
    status: r.status,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    pausedAt: iso(r.paused_at),
    remainingMs: r.remaining_ms == null ? null : Number(r.remaining_ms),
    endedAt: iso(r.ended_at),
    endReason: r.end_reason,
    refund: r.decision_amount == null ? null : { amount: Number(r.decision_amount), currency: r.decision_currency ?? r.price_currency, note: r.decision_note, status: Number(r.decision_amount) > 0 ? r.refund_status : null },
  }
}

/**
 * Runs one editor action on a campaign in one transaction under its position's row lock (the lock
 * allocation and the scheduling job take too), after bringing the position up to `now`: an ad whose
 * paid time is up has ended by then, whatever the action. Editors and admins only: support and the
 * owner are refused here as well as at the endpoint.
 */
async function underPositionLock<T>(payload: Payload, campaignId: number, user: User | null | undefined, now: Date, work: (tx: Transaction, campaign: Row) => Promise<T>): Promise<T> {
  if (!user) throw new EditorActionRefused(401, m.signIn)
  if (!isEditor(user as never)) throw new EditorActionRefused(403, m.editorsOnly)
  return withTransaction(payload, {}, async (tx) => {
    const first = await readCampaign(tx, campaignId, false)
    if (!first) throw new EditorActionRefused(404, m.notFound)
    const position = await lockPosition(tx, first.position_id)
    if (position) await settlePosition(tx, position, now)
    // Settling may have moved it (a disabled position's ads go to a comparable one, under that one's lock too).
    const campaign = await readCampaign(tx, campaignId, true)
    if (!campaign) throw new EditorActionRefused(404, m.notFound)
    if (campaign.position_id !== first.position_id) await lockPosition(tx, campaign.position_id)
    return work(tx, campaign)
  })
}

const orderOf = (c: Row) => ({ id: c.order_id, owner: c.owner_id })

/**
 * Pause: the running time left is kept (`remainingMs`), the slot frees at once, so the queue's head
 * starts in the same transaction. Pausing a paused ad answers its state; a queued or ended one is refused.
 */
export async function pauseCampaign(payload: Payload, campaignId: number, user: User | null | undefined, input: PauseResumeInput = {}, options: EditorActionOptions = {}): Promise<CampaignState> {
  const now = options.now?.() ?? new Date()
  return underPositionLock(payload, campaignId, user, now, async (tx, c) => {
    if (c.status === 'paused') return stateOf(c)
    if (c.status === 'ended' || c.status === 'cancelled') throw new EditorActionRefused(409, m.ended, { status: c.status })
    if (c.status !== 'running' || !c.ends_at) throw new EditorActionRefused(409, m.notRunning, { status: c.status })
    const remainingMs = Math.max(0, new Date(c.ends_at).getTime() - now.getTime())
    await tx.sql.execute(sql`
      UPDATE ad_campaigns SET status = 'paused', paused_at = ${now.toISOString()}::timestamptz, remaining_ms = ${remainingMs}, updated_at = now()
      WHERE id = ${c.id}`)
    await appendOrderEvent(tx, orderOf(c), { type: 'ad_paused', actor: `user:${user!.id}`, details: { campaign: c.id, at: now.toISOString(), remainingMs, ...(input.reason ? { reason: input.reason } : {}) } })
    const position = await lockPosition(tx, c.position_id)
    const settled = position ? await settlePosition(tx, position, now) : null
    // The paused ad leaves the pages even when nothing started in its place.
    if (!settled || settled.started.length === 0) await afterCampaignsMoved(tx, [])
    return stateOf((await readCampaign(tx, c.id, false))!)
  })
}

/**
 * Resume: the ad queues again at the head of its position's queue (it was paid before the ones
 * waiting) with exactly its remaining time; settling starts it at once when a slot is free. The
 * scheduling job starts it later otherwise, for that remaining time (settlePosition).
 */
export async function resumeCampaign(payload: Payload, campaignId: number, user: User | null | undefined, input: PauseResumeInput = {}, options: EditorActionOptions = {}): Promise<CampaignState> {
  const now = options.now?.() ?? new Date()
  return underPositionLock(payload, campaignId, user, now, async (tx, c) => {
    if (c.status === 'running' || (c.status === 'queued' && c.remaining_ms != null)) return stateOf(c)
    if (c.status === 'ended' || c.status === 'cancelled') throw new EditorActionRefused(409, m.ended, { status: c.status })
    if (c.status !== 'paused') throw new EditorActionRefused(409, m.notPaused, { status: c.status })
    await tx.sql.execute(sql`UPDATE ad_campaigns SET status = 'queued', paused_at = NULL, updated_at = now() WHERE id = ${c.id}`)
    await appendOrderEvent(tx, orderOf(c), { type: 'ad_resumed', actor: `user:${user!.id}`, details: { campaign: c.id, at: now.toISOString(), remainingMs: Number(c.remaining_ms), ...(input.reason ? { reason: input.reason } : {}) } })
    const position = await lockPosition(tx, c.position_id)
    if (position) await settlePosition(tx, position, now)
    return stateOf((await readCampaign(tx, c.id, false))!)
  })
}

/** The running time an ad has not had yet: what a pro-rata refund pays back. */
function unusedMs(c: Row, now: Date): number {
  const paidMs = Number(c.duration_days) * DAY_MS
  if (c.status === 'running') return c.ends_at ? Math.max(0, new Date(c.ends_at).getTime() - now.getTime()) : 0
  if (c.status === 'paused' || c.status === 'queued') return c.remaining_ms != null ? Number(c.remaining_ms) : paidMs
  return 0
}

export type EndResult = CampaignState & { refundResult: 'none' | 'succeeded' | 'pending' | 'failed' }

/**
 * End: the campaign ends now (`ended_by_editor`), its slot frees (the queue's head starts) and the
 * refund decision is recorded on the campaign and in the order's log. With `pro_rata` the unused
 * share of the price goes back through the one refund path (orders/refundOrder.ts) after the
 * commit, as a partial refund. Ending an ended ad answers its state and asks refundOrder again for
 * the recorded amount, which calls no provider for a refund it has recorded: a provider that
 * failed the first time is retried, a refund is never made twice.
 */
export async function endCampaign(payload: Payload, campaignId: number, user: User | null | undefined, input: EndInput, options: EditorActionOptions = {}): Promise<EndResult> {
  const now = options.now?.() ?? new Date()
  const ended = await underPositionLock(payload, campaignId, user, now, async (tx, c) => {
    if (c.status === 'ended' || c.status === 'cancelled') return c
    const price = Number(c.price_amount)
    const alreadyRefunded = c.refund_status && c.refund_status !== 'failed' ? Number(c.refund_amount ?? price) : 0
    const amount = input.refund === 'pro_rata' ? proRataRefund({ price, paidMs: Number(c.duration_days) * DAY_MS, unusedMs: unusedMs(c, now), alreadyRefunded }) : 0
    const at = now.toISOString()
    await tx.sql.execute(sql`
      UPDATE ad_campaigns SET status = 'ended', end_reason = 'ended_by_editor', ended_at = ${at}::timestamptz,
        ends_at = CASE WHEN status = 'running' THEN ${at}::timestamptz ELSE ends_at END,
        refund_decision_amount_amount = ${amount}, refund_decision_amount_currency = ${c.price_currency},
        refund_decision_note = ${input.reason}, refund_decision_decided_by_id = ${user!.id}, refund_decision_decided_at = ${at}::timestamptz, updated_at = now()
      WHERE id = ${c.id}`)
    await appendOrderEvent(tx, orderOf(c), {
      type: 'ad_ended',
      actor: `user:${user!.id}`,
      details: { campaign: c.id, at, was: c.status, refund: input.refund, amount, currency: c.price_currency, unusedMs: unusedMs(c, now), reason: input.reason },
    })
    // An ad that ran is told it ended, with its figures, as one ending at its paid time is.
    if (c.status !== 'queued') await enqueueOrderMail(tx, c.order_id, 'ended')
    const position = await lockPosition(tx, c.position_id)
    const settled = position ? await settlePosition(tx, position, now) : null
    if (!settled || settled.started.length === 0) await afterCampaignsMoved(tx, [])
    return (await readCampaign(tx, c.id, false))!
  })
  const decided = Number(ended.decision_amount ?? 0)
  if (ended.end_reason !== 'ended_by_editor' || decided <= 0) return { ...stateOf(ended), refundResult: 'none' }
  try {
    const result = await refundOrder(payload, ended.order_id, `Ad ended early: ${ended.decision_note ?? ''}`.trim(), user!.id, options, { amount: decided })
    const after = await withTransaction(payload, {}, (tx) => readCampaign(tx, campaignId, false))
    return { ...stateOf(after!), refundResult: result.status }
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new EditorActionRefused(503, m.providerRefused, { campaign: stateOf(ended) })
    throw err
  }
}
