import { describe, expect, it } from 'vitest'
import { reviewClock, reviewDeadline } from '../../cms/src/orders/reviewDeadline'

/** Times are written in UTC+8, where the support team works and the deadline's days are counted. */
const at = (local: string) => new Date(`${local}+08:00`)

describe('the review deadline: 48 working hours from payment, weekends not counted', () => {
  it('on weekdays it is two days later', () => {
    expect(reviewDeadline(at('2026-11-24T10:00:00'))).toEqual(at('2026-11-26T10:00:00')) // Tuesday → Thursday
  })

  it('paid on a Friday it is due on Tuesday at the same time', () => {
    expect(reviewDeadline(at('2026-11-27T10:00:00'))).toEqual(at('2026-12-01T10:00:00'))
  })

  it('paid on Thursday afternoon it skips the weekend in the middle', () => {
    expect(reviewDeadline(at('2026-11-26T15:30:00'))).toEqual(at('2026-11-30T15:30:00')) // Thursday → Monday
  })

  it('paid during the weekend the clock starts on Monday at midnight', () => {
    expect(reviewDeadline(at('2026-11-28T09:00:00'))).toEqual(at('2026-12-02T00:00:00')) // Saturday → Wednesday 00:00
    expect(reviewDeadline(at('2026-11-29T23:59:00'))).toEqual(at('2026-12-02T00:00:00')) // Sunday
  })

  it('days are those of UTC+8: Friday 20:00 UTC is already Saturday there', () => {
    expect(reviewDeadline(new Date('2026-11-27T20:00:00Z'))).toEqual(at('2026-12-02T00:00:00'))
  })

  it('the clock says how long is left and marks an overdue order', () => {
    const paid = at('2026-11-24T10:00:00')
    expect(reviewClock(paid, at('2026-11-26T09:00:00'))).toMatchObject({ msLeft: 3_600_000, overdue: false })
    expect(reviewClock(paid, at('2026-11-26T12:00:00'))).toMatchObject({ msLeft: -2 * 3_600_000, overdue: true, dueAt: at('2026-11-26T10:00:00').toISOString() })
  })
})
