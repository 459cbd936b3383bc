/**
 * The review promise (SPEC §9): a paid submission is reviewed within 1–2 working days and listed
 * within 48 hours. One deadline stands for both: 48 hours of working time from the moment the
 * payment was confirmed (`paidAt`), where Saturdays and Sundays do not count. Paid on a Tuesday
 * at 10:00 → Thursday 10:00; paid on a Friday at 10:00 → Tuesday 10:00; paid on a Saturday →
 * Wednesday 00:00. Days are counted in UTC+8 (REVIEW_UTC_OFFSET_HOURS), where the support team
 * works (weekdays 8:30–18:00, SPEC §9). Public holidays are not modelled.
 */
export const REVIEW_WORKING_HOURS = 48
export const REVIEW_UTC_OFFSET_HOURS = 8

const HOUR = 3_600_000
const DAY = 24 * HOUR
const offset = REVIEW_UTC_OFFSET_HOURS * HOUR

/** Saturday or Sunday in the support team's time zone. */
const isWeekend = (localMs: number) => {
  const day = new Date(localMs).getUTCDay()
  return day === 0 || day === 6
}

/** When the review of an order paid at `paidAt` is due. */
export function reviewDeadline(paidAt: Date, workingHours = REVIEW_WORKING_HOURS): Date {
  // Walk in the team's local time (shifted epoch ms), one day segment at a time.
  let t = paidAt.getTime() + offset
  let left = workingHours * HOUR
  while (left > 0) {
    const nextMidnight = Math.floor(t / DAY) * DAY + DAY
    if (isWeekend(t)) {
      t = nextMidnight
      continue
    }
    const step = Math.min(left, nextMidnight - t)
    t += step
    left -= step
  }
  return new Date(t - offset)
}

export type ReviewClock = { dueAt: string; msLeft: number; overdue: boolean }

/** The deadline of an order and how far away it is at `now` (negative when overdue). */
export function reviewClock(paidAt: string | Date, now: Date = new Date()): ReviewClock {
  const due = reviewDeadline(new Date(paidAt))
  const msLeft = due.getTime() - now.getTime()
  return { dueAt: due.toISOString(), msLeft, overdue: msLeft < 0 }
}
