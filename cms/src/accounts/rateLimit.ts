/**
 * Fixed-window attempt counters per key (client address, account), in process memory: enough to
 * stop guessing against one instance; several instances each allow the limit (a shared store is
 * the next step when scaling out).
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let w = this.windows.get(key)
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now)
      w = { start: now, count: 0 }
      this.windows.set(key, w)
    }
    w.count += 1
    return w.count > this.limit ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k)
  }
}
