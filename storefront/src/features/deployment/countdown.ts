/** The time left until `until` as H:MM:SS (zero once past): the deployed instance's countdown. */
export function countdown(until: string | Date, now: number): string {
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000))
  const h = Math.floor(left / 3600)
  const m = Math.floor((left % 3600) / 60)
  const s = left % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}
