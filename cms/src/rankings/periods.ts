import { dateTimeFormat } from '../lib/intlFormats'
/**
 * Ranking periods and their labels: months `2026-10`, ISO weeks `2026-W45` (Monday to Sunday) and
 * quarters `2026-Q3`. All dates are UTC calendar dates (`YYYY-MM-DD`); a period's end is exclusive.
 */
export const granularities = ['week', 'month', 'quarter'] as const
export type Granularity = (typeof granularities)[number]

export type Period = { granularity: Granularity; label: string; start: string; end: string }

const DAY = 86_400_000
const iso = (d: Date) => d.toISOString().slice(0, 10)
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d))
const pad = (n: number) => String(n).padStart(2, '0')

/** Monday of the ISO week containing the date. */
function mondayOf(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7
  return utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day)
}

/** ISO week-numbering year and week of a Monday. */
function isoWeek(monday: Date): { year: number; week: number } {
  const thursday = new Date(monday.getTime() + 3 * DAY)
  const year = thursday.getUTCFullYear()
  const firstThursday = mondayOf(utc(year, 0, 4)).getTime() + 3 * DAY
  return { year, week: 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY)) }
}

/** The period of the given granularity that contains the date. */
export function periodOf(granularity: Granularity, date: Date): Period {
  const y = date.getUTCFullYear()
  const m = date.getUTCMonth()
  if (granularity === 'month') return { granularity, label: `${y}-${pad(m + 1)}`, start: iso(utc(y, m, 1)), end: iso(utc(y, m + 1, 1)) }
  if (granularity === 'quarter') {
    const q = Math.floor(m / 3)
    return { granularity, label: `${y}-Q${q + 1}`, start: iso(utc(y, q * 3, 1)), end: iso(utc(y, q * 3 + 3, 1)) }
  }
  const monday = mondayOf(date)
  const { year, week } = isoWeek(monday)
  return { granularity, label: `${year}-W${pad(week)}`, start: iso(monday), end: iso(new Date(monday.getTime() + 7 * DAY)) }
}

const patterns: Record<Granularity, RegExp> = {
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  week: /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/,
  quarter: /^(\d{4})-Q([1-4])$/,
}

/** Parses a period label; undefined when it is not one (or names a week its year does not have). */
export function parsePeriod(granularity: Granularity, label: string): Period | undefined {
  const match = patterns[granularity].exec(label)
  if (!match) return undefined
  const year = Number(match[1])
  const n = Number(match[2])
  if (granularity === 'month') return periodOf('month', utc(year, n - 1, 1))
  if (granularity === 'quarter') return periodOf('quarter', utc(year, (n - 1) * 3, 1))
  const week1 = mondayOf(utc(year, 0, 4))
  const period = periodOf('week', new Date(week1.getTime() + (n - 1) * 7 * DAY))
  return period.label === label ? period : undefined
}

/** The period just before. */
export function previousPeriod(p: Period): Period {
  return periodOf(p.granularity, new Date(Date.parse(p.start) - DAY))
}

/** The period that starts right after. */
export function nextPeriod(p: Period): Period {
  return periodOf(p.granularity, new Date(Date.parse(p.end)))
}

/**
 * The period a scheduled run publishes on the given day: the last complete one. The weekly run
 * (Wednesday) ranks the ISO week that ended on Sunday, the monthly run (8th) the previous month,
 * the quarterly run (8th of the quarter's first month) the previous quarter; data providers
 * publish a closed period within a few days, hence the offsets of SPEC §9.
 */
export function lastCompletePeriod(granularity: Granularity, now: Date): Period {
  return previousPeriod(periodOf(granularity, now))
}

/** The `count` periods ending with `last`, oldest first. */
export function periodsUntil(last: Period, count: number): Period[] {
  const out = [last]
  while (out.length < count) out.unshift(previousPeriod(out[0]!))
  return out
}

/** A calendar date in a time zone, as a UTC midnight Date (so period math stays in UTC). */
export function dateInZone(now: Date, timeZone: string): Date {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  return new Date(`${parts}T00:00:00Z`)
}
