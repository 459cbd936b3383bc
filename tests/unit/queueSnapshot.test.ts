import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobsAhead, SNAPSHOT_MAX_AGE_MS, trackerRunQueue } from '@aidir/cms/backgroundTasks'

/**
 * People ahead come from one shared read of the queue per second: polls within it share the read
 * (and a read in flight), a record the snapshot does not know makes one fresh read, and the
 * snapshot is renewed once it is older than SNAPSHOT_MAX_AGE_MS.
 */
function fakePayload(queue: () => { id: number; ahead: number }[]) {
  const query = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 5))
    return { rows: queue(), rowCount: null }
  })
  return { payload: { db: { pool: { query } } } as unknown as Payload, query }
}

describe('the shared queue snapshot', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves every poll of the same second from one read', async () => {
    const { payload, query } = fakePayload(() => [{ id: 1, ahead: 0 }, { id: 2, ahead: 1 }, { id: 3, ahead: 2 }])
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => jobsAhead(payload, trackerRunQueue, [1 + (i % 3)])))
    expect(query).toHaveBeenCalledTimes(1)
    expect(answers.slice(0, 3).map((m) => [...m.entries()][0])).toEqual([[1, 0], [2, 1], [3, 2]])
    expect((await jobsAhead(payload, trackerRunQueue, [2, 3])).get(3)).toBe(2)
    expect(query).toHaveBeenCalledTimes(1)
  })

  it('reads again for a record queued after the snapshot, and leaves out records not waiting', async () => {
    let rows = [{ id: 1, ahead: 0 }]
    const { payload, query } = fakePayload(() => rows)
    expect((await jobsAhead(payload, trackerRunQueue, [1])).get(1)).toBe(0)
    rows = [{ id: 1, ahead: 0 }, { id: 9, ahead: 1 }]
    expect((await jobsAhead(payload, trackerRunQueue, [9])).get(9)).toBe(1)
    expect(query).toHaveBeenCalledTimes(2)
    // Not waiting at all: absent from the answer (after its one fresh read).
    expect((await jobsAhead(payload, trackerRunQueue, [42])).has(42)).toBe(false)
  })

  it('renews the snapshot once it is older than its maximum age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let ahead = 5
    const { payload, query } = fakePayload(() => [{ id: 7, ahead }])
    expect((await jobsAhead(payload, trackerRunQueue, [7])).get(7)).toBe(5)
    ahead = 4
    vi.setSystemTime(Date.now() + SNAPSHOT_MAX_AGE_MS - 10)
    expect((await jobsAhead(payload, trackerRunQueue, [7])).get(7)).toBe(5)
    vi.setSystemTime(Date.now() + 20)
    expect((await jobsAhead(payload, trackerRunQueue, [7])).get(7)).toBe(4)
    expect(query).toHaveBeenCalledTimes(2)
  })
})
