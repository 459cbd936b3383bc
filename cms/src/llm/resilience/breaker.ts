/**
 * Circuit breaker per platform: after `failures` consecutive failed calls it opens and refuses
 * calls at once (a platform that is down should fail its detections fast, not tie up workers for
 * minutes of retries); after `cooldownMs` one probe call is let through (half-open): success
 * closes the circuit, failure opens it for another cooldown.
 */
export type BreakerState = 'closed' | 'open' | 'half_open'

export class CircuitBreaker {
  private state: BreakerState = 'closed'
  private consecutive = 0
  private openedAt = 0
  private probing = false

  constructor(
    private readonly options: { failures: number; cooldownMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get current(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) return 'half_open'
    return this.state
  }

  /** Whether a call may go out now; in half-open only one probe at a time. */
  tryPass(): boolean {
    const state = this.current
    if (state === 'closed') return true
    if (state === 'open') return false
    if (this.probing) return false
    this.state = 'half_open'
    this.probing = true
    return true
  }

  success(): void {
    this.state = 'closed'
    this.consecutive = 0
    this.probing = false
  }

  failure(): void {
    this.probing = false
    if (this.state === 'half_open') return this.open()
    this.consecutive++
    if (this.consecutive >= this.options.failures) this.open()
  }

  /** Milliseconds until a probe will be allowed (0 when closed). */
  retryInMs(): number {
    return this.state === 'open' ? Math.max(0, this.options.cooldownMs - (this.now() - this.openedAt)) : 0
  }

  private open() {
    this.state = 'open'
    this.openedAt = this.now()
    this.consecutive = 0
  }
}
