import { campaignTotals } from '../adStats/campaignTotals'
import { poolOf } from '../db/pool'
import { sql, type Transaction } from '../db/transaction'
import { composeMail, type Mail, type MailPart } from '../email/compose'
import { mailT } from '../email/mailTexts'
import { dateTimeFormat, numberFormat } from '../lib/intlFormats'
import { formatMoney } from '../lib/money'
import type { Locale } from '../locales'
import { type OrderMailComposer, type OrderMailKind, mailLang, siteLink } from '../orders/orderMails'
import type { Order } from '../payload-types'
import { positionByKey } from './positionStore'
import { quoteQueue } from './queueQuote'
import { NO_POSITION_REASON } from './refundUnplaceable'

/** What an ad's mail says about its campaign, read when the mail is written. */
export type AdFacts = {
  position: { key: string; name: string } | null
  campaign:
    | { status: 'running' | 'ended'; startsAt: Date; endsAt: Date; durationDays: number; impressions: number; clicks: number; endedEarly?: boolean }
    | { status: 'queued'; place: number; expectedStart: Date; durationDays: number }
    | { status: 'other' }
    | null
}

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number | null | undefined) ?? null)

/** A moment in the reader's language, in UTC (said so): the same instant for every reader. */
const when = (date: Date, locale: Locale) => `${dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`

/**
 * The text of one ad order mail in the buyer's language (pure, given the facts): paid (running
 * until, queued with place and expected start, or waiting for review), approved (the same state),
 * rejected (reason, refund), started (until), ended (impressions and clicks), refunded (reason).
 */
export function adMailText(kind: OrderMailKind, order: Order, locale: Locale, productName: string, facts: AdFacts): Mail {
  const t = mailT(locale)
  const brand = t('brand')
  const amount = formatMoney(order.price, locale)
  const position = facts.position?.name ?? facts.position?.key ?? ''
  const vars = { brand, product: productName, amount, position }
  const c = facts.campaign
  const count = (n: number) => numberFormat(locale).format(n)
  const mine: MailPart[] = [t('adOrder.mine'), { link: siteLink(locale, '/user?tab=ads') }]
  const state = (): string =>
    c?.status === 'running'
      ? t('adOrder.state.running', { end: when(c.endsAt, locale) })
      : c?.status === 'queued'
        ? t('adOrder.state.queued', { place: c.place, start: when(c.expectedStart, locale), days: c.durationDays })
        : order.status === 'in_review'
          ? t('adOrder.state.review')
          : t('adOrder.state.other')
  let parts: MailPart[]
  switch (kind) {
    case 'paid':
      parts = [t('adOrder.paid.intro', vars), state(), ...mine]
      break
    case 'approved':
      parts = [t('adOrder.approved.intro', vars), state(), ...mine]
      break
    case 'rejected':
      parts = [t('adOrder.rejected.intro', vars), t('adOrder.reason', { reason: order.rejectionReason ?? '' }), t('adOrder.refund', vars), ...mine]
      break
    case 'started':
      parts = c?.status === 'running' || c?.status === 'ended' ? [t('adOrder.started.intro', { ...vars, start: when(c.startsAt, locale), end: when(c.endsAt, locale) }), ...mine] : [t('adOrder.started.intro', { ...vars, start: '', end: '' })]
      break
    case 'ended':
      parts =
        c?.status === 'running' || c?.status === 'ended'
          ? [
              t(c.endedEarly ? 'adOrder.ended.introEarly' : 'adOrder.ended.intro', { ...vars, end: when(c.endsAt, locale), days: c.durationDays }),
              t('adOrder.ended.figures', { impressions: count(c.impressions), clicks: count(c.clicks) }),
              t('adOrder.ended.again'),
              { link: siteLink(locale, `/advertise?position=${encodeURIComponent(facts.position?.key ?? '')}`) },
            ]
          : [t('adOrder.ended.intro', { ...vars, end: '', days: '' })]
      break
    case 'refunded': {
      const reason = order.refund?.reason === NO_POSITION_REASON ? t('adOrder.refunded.noPosition') : (order.refund?.reason ?? '')
      parts = [t('adOrder.refunded.intro', vars), t('adOrder.reason', { reason }), t('adOrder.refund', vars), ...mine]
      break
    }
  }
  return composeMail({ subject: t(`adOrder.${kind}.subject`, vars), lang: mailLang(locale), parts })
}

/**
 * Reads what an ad's mail needs in the sending transaction: the position (the campaign's, which may
 * be a comparable one, else the ordered one) with its name in the buyer's language, the campaign's
 * state — for a queued one its place and expected start by the same quote the buyer saw before
 * paying, for a running or ended one its figures from adStats.
 */
export async function readAdFacts(tx: Transaction, order: Order, locale: Locale, now = new Date()): Promise<AdFacts> {
  const pool = poolOf(tx.req.payload)
  const { rows } = await tx.sql.execute<{ id: number; status: string; end_reason: string | null; position_id: number; queued_at: Date | string; starts_at: Date | string | null; ends_at: Date | string | null; duration_days: string; key: string; capacity: string }>(sql`
    SELECT c.id, c.status, c.end_reason, c.position_id, c.queued_at, c.starts_at, c.ends_at, c.duration_days, p.key, p.capacity
    FROM ad_campaigns c JOIN ad_positions p ON p.id = c.position_id WHERE c.order_id = ${order.id}`)
  const row = rows[0]
  const positionKey = row?.key ?? (await tx.sql.execute<{ key: string }>(sql`SELECT key FROM ad_positions WHERE id = ${idOf(order.ad?.position)}`)).rows[0]?.key
  const found = positionKey ? await positionByKey(pool, positionKey, locale) : null
  const position = found ? { key: found.key, name: found.name ?? found.key } : null
  if (!row) return { position, campaign: null }
  const durationDays = Number(row.duration_days)
  if ((row.status === 'running' || row.status === 'ended') && row.starts_at && row.ends_at) {
    const totals = await campaignTotals(pool, row.id)
    return { position, campaign: { status: row.status, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at), durationDays, ...totals, endedEarly: row.end_reason === 'ended_by_editor' } }
  }
  if (row.status === 'queued') {
    // The occupants ahead of it: every running campaign and the queued ones paid before it.
    const ahead = await tx.sql.execute<{ status: 'running' | 'queued'; ends_at: Date | string | null; duration_days: string }>(sql`
      SELECT status, ends_at, duration_days FROM ad_campaigns
      WHERE position_id = ${row.position_id} AND (status = 'running' OR (status = 'queued' AND (queued_at, id) < (${new Date(row.queued_at).toISOString()}::timestamptz, ${row.id})))
      ORDER BY queued_at, id`)
    const quote = quoteQueue(
      Number(row.capacity),
      ahead.rows.map((r) => ({ status: r.status, endsAt: r.ends_at ? new Date(r.ends_at) : null, durationDays: Number(r.duration_days) })),
      now,
    )
    return { position, campaign: { status: 'queued', place: Math.max(1, quote.place), expectedStart: quote.expectedStart, durationDays } }
  }
  return { position, campaign: { status: 'other' } }
}

/** The ads domain's mails, given to orders through the Payload config (orders/orderMails.ts sends them once). */
export const adMail: OrderMailComposer = async (tx, order, kind, locale, product) => {
  const facts = await readAdFacts(tx, order, locale)
  return adMailText(kind, order, locale, product?.name ?? order.orderRef, facts)
}
