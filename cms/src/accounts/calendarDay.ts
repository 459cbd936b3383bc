import { dateTimeFormat } from '../lib/intlFormats'
/** The calendar day (YYYY-MM-DD) of an instant in a time zone: the unit of the daily login award. */
export function calendarDay(now: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
