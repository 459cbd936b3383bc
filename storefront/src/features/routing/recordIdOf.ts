/** PostgreSQL's largest integer: a longer id names no record (and would fail the query). */
const MAX_ID = 2_147_483_647

/** A record id written in an address (digits, no leading zero, within the integer range), else undefined. */
export function recordIdOf(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined
  const id = Number(raw)
  return id <= MAX_ID ? id : undefined
}
