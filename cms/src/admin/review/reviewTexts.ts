import { adminText } from '../i18n/dictionary'
import { adminMessages } from '../i18n/messages'
import type { AdminMessages } from '../i18n/messages'

/** Every admin message in the reader's language, translated on the server so no dictionary reaches the browser. */
export function textsIn(language: string): AdminMessages {
  return Object.fromEntries(Object.entries(adminMessages).map(([key, english]) => [key, adminText(english, language)])) as AdminMessages
}

/** "1 d 4 h" or "3 h 20 min": enough to judge a deadline at a glance. */
export function durationText(ms: number, language: string): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  return days > 0
    ? adminText(adminMessages.reviewDaysHours, language, { days, hours })
    : adminText(adminMessages.reviewHoursMinutes, language, { hours, minutes: minutes % 60 })
}

/** The time left against the deadline, or how long it is overdue. */
export function clockText(msLeft: number, language: string): string {
  return msLeft >= 0
    ? adminText(adminMessages.reviewLeft, language, { time: durationText(msLeft, language) })
    : adminText(adminMessages.reviewOverdueBy, language, { time: durationText(msLeft, language) })
}

/** A moment in the reader's language, in UTC (said so), the same for every reader. */
export function whenText(iso: string, language: string): string {
  return `${new Date(iso).toLocaleString(language, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })} UTC`
}

/**
 * The outcome of a decided order: rejected (and refunded) when support gave a reason, else approved —
 * an approved ad is `paid` again (its campaign carries the rest) and may later be refunded for want of
 * a position without having been rejected.
 */
export function outcomeOf(status: string, rejectionReason: string | null | undefined): string {
  if (!rejectionReason) return adminMessages.reviewApprovedOutcome
  return status === 'refunded' ? adminMessages.reviewRefundedOutcome : adminMessages.reviewRejectedOutcome
}
