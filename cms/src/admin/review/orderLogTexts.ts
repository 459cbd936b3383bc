import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'

/** An order status in the reader's language ('in_review' → 'In review'); an unknown one as it is. */
export function orderStatusText(status: string | null | undefined, language: string): string {
  const english = status ? statusMessages[status] : undefined
  return english ? adminText(english, language) : (status ?? '—')
}

/** One log entry's "what": a status change with both statuses named, else the event's name. */
export function orderEventText(e: { type: string; fromStatus?: string | null; toStatus?: string | null }, language: string): string {
  if (e.type === 'transition') return adminText(m.logTransition, language, { from: orderStatusText(e.fromStatus, language), to: orderStatusText(e.toStatus, language) })
  const english = eventMessages[e.type]
  return english ? adminText(english, language) : e.type
}

/**
 * One log entry's "who": a person by their address (`emails`, read for the page), a payment
 * provider with its event id, or the system with the job that acted. The raw actor stays readable
 * in the second part, so support can still search the logs for it.
 */
export function orderActorText(actor: string, language: string, emails: ReadonlyMap<number, string>): { who: string; ref: string | null } {
  const [kind, ...rest] = actor.split(':')
  const ref = rest.join(':') || null
  if (kind === 'user' && ref) return { who: emails.get(Number(ref)) ?? adminText(m.logUser, language, { id: ref }), ref: null }
  if (kind === 'job') return { who: adminText(m.logSystem, language), ref }
  const provider = providerNames[kind ?? '']
  return provider ? { who: adminText(provider, language), ref } : { who: actor, ref: null }
}

/** The user ids named by `user:<id>` actors, for one read of their addresses. */
export function actorUserIds(actors: string[]): number[] {
  return [...new Set(actors.flatMap((a) => (/^user:\d+$/.test(a) ? [Number(a.slice(5))] : [])))]
}

const statusMessages: Record<string, string> = {
  pending: m.orderPending,
  paid: m.orderPaid,
  in_review: m.orderInReview,
  approved: m.orderApproved,
  rejected: m.orderRejected,
  refunded: m.orderRefunded,
  expired: m.orderExpired,
  failed: m.orderFailed,
  cancelled: m.orderCancelled,
}

const eventMessages: Record<string, string> = {
  created: m.logCreated,
  attempt_opened: m.logAttemptOpened,
  attempt_closed: m.logAttemptClosed,
  attempt_failed: m.logAttemptFailed,
  payment_mismatch: m.logPaymentMismatch,
  refund_requested: m.logRefundRequested,
  refund_failed: m.logRefundFailed,
  refund_succeeded: m.logRefundSucceeded,
  mail_sent: m.logMailSent,
  ad_paused: m.logAdPaused,
  ad_resumed: m.logAdResumed,
  ad_ended: m.logAdEnded,
}

const providerNames: Record<string, string> = { stripe: m.logStripe, wechatpay: m.logWechatPay, sandbox: m.logSandboxPay }
