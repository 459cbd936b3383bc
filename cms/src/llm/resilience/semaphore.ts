/**
 * At most `limit` calls at once to one platform (vendors rate-limit per key, and a burst of
 * detections must not turn into a burst of 429s). Waiters are served first come, first served,
 * which keeps queued detections fair; a waiter whose signal aborts leaves the line.
 */
export class Semaphore {
  private active = 0
  private readonly waiting: Array<{ grant: () => void }> = []

  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.active
  }

  get queued(): number {
    return this.waiting.length
  }

  async acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted()
    if (this.active < this.limit) {
      this.active++
      return this.releaser()
    }
    await new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      const onAbort = () => {
        const i = this.waiting.indexOf(entry)
        if (i >= 0) this.waiting.splice(i, 1)
        reject(signal!.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.waiting.push(entry)
    })
    return this.releaser()
  }

  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next.grant()
      else this.active--
    }
  }
}
