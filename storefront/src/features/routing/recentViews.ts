/**
 * Which visitor already counted which record in the last hour (SPEC §7 /api/updatePv). An in-memory
 * LRU keyed by ip + type + id rather than a cookie: a cookie per record would pile up in every
 * request of a busy visitor, and a client that drops cookies would count on every view anyway.
 * Per process: behind several storefront instances a visitor may count once per instance per hour.
 */
export const VIEW_WINDOW_MS = 60 * 60 * 1000
export const MAX_REMEMBERED_VIEWS = 50_000

export class RecentViews {
  private seen = new Map<string, number>()

  constructor(
    private readonly windowMs = VIEW_WINDOW_MS,
    private readonly max = MAX_REMEMBERED_VIEWS,
  ) {}

  /** True when `key` was counted within the window (and then it stays remembered as is). */
  has(key: string, now = Date.now()): boolean {
    const at = this.seen.get(key)
    if (at === undefined) return false
    if (now - at >= this.windowMs) {
      this.seen.delete(key)
      return false
    }
    return true
  }

  remember(key: string, now = Date.now()): void {
    // Map keeps insertion order: re-inserting moves the key to the young end.
    this.seen.delete(key)
    this.seen.set(key, now)
    while (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value as string)
  }

  /** Lets `key` count again (its count did not happen). */
  forget(key: string): void {
    this.seen.delete(key)
  }

  get size(): number {
    return this.seen.size
  }
}
