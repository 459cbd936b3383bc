import { DAY_MS } from './campaignTimes'

/** `remainingMs`: a resumed ad waits for only what was left of its run when it was paused. */
export type Occupant = { status: 'running' | 'queued'; endsAt: Date | null; durationDays: number; remainingMs?: number | null }
export type QueueQuote = { running: number; queued: number; free: boolean; place: number; expectedStart: Date }

/**
 * When a new order for a position would start if paid now: the slots free up at the running
 * campaigns' ends (a free slot is free now), each queued campaign takes the earliest slot in paid
 * order and holds it for its days, and the new order takes the earliest slot left. `place` is its
 * place in the queue (0 when it would run at once). Pure, so the page, the API and the tests agree;
 * the scheduling job starts a run within a minute of this instant.
 */
export function quoteQueue(capacity: number, occupants: Occupant[], now: Date): QueueQuote {
  const running = occupants.filter((o) => o.status === 'running')
  const queued = occupants.filter((o) => o.status === 'queued')
  const slots = running.map((o) => Math.max(now.getTime(), o.endsAt?.getTime() ?? now.getTime()))
  while (slots.length < capacity) slots.push(now.getTime())
  const takeEarliest = () => {
    slots.sort((a, b) => a - b)
    return slots.shift()!
  }
  for (const q of queued) {
    const start = takeEarliest()
    slots.push(start + (q.remainingMs ?? q.durationDays * DAY_MS))
  }
  const startsAt = takeEarliest()
  const free = queued.length === 0 && running.length < capacity
  return { running: running.length, queued: queued.length, free, place: free ? 0 : queued.length + 1, expectedStart: new Date(free ? now.getTime() : startsAt) }
}
