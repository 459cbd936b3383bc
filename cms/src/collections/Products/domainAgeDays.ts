const DAY_MS = 86_400_000

/** Whole days since the domain was registered; undefined when the creation date is unknown. */
export function domainAgeDays(createdAt: unknown, now: Date = new Date()): number | undefined {
  if (typeof createdAt !== 'string' && !(createdAt instanceof Date)) return undefined
  const created = new Date(createdAt).getTime()
  if (Number.isNaN(created)) return undefined
  return Math.max(0, Math.floor((now.getTime() - created) / DAY_MS))
}
