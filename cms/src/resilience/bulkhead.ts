import { bulkhead as cockatielBulkhead } from 'cockatiel'
import { abortable } from './abortable'

/**
 * At most `limit` calls at once to one service (vendors rate-limit per key, and a burst of jobs
 * must not turn into a burst of 429s). The rest wait in one unbounded FIFO line; a waiter whose
 * signal aborts leaves at once (cockatiel would only drop it when its turn came).
 */
export type Bulkhead = {
  readonly limit: number
  readonly inUse: number
  readonly queued: number
  run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T>
}

export function createBulkhead(limit: number): Bulkhead {
  const policy = cockatielBulkhead(limit, Number.POSITIVE_INFINITY)
  let waiting = 0
  return {
    limit,
    get inUse() {
      return limit - policy.executionSlots
    },
    get queued() {
      return waiting
    },
    run(fn, signal) {
      signal?.throwIfAborted()
      let started = false
      const start = () => {
        if (!started) waiting--
        started = true
      }
      waiting++
      const work = policy.execute(() => {
        start()
        // Left the line while waiting: do not start the work after all.
        signal?.throwIfAborted()
        return fn()
      }, signal)
      work.catch(start)
      signal?.addEventListener('abort', start, { once: true })
      return abortable(work, signal).finally(() => signal?.removeEventListener('abort', start))
    },
  }
}
