import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen } from 'cockatiel'
import { ResilienceError } from './errors'

export type BreakerState = 'closed' | 'open' | 'half_open'

export type BreakerOptions = {
  /** Consecutive failed calls that open the circuit. */
  failures: number
  /** How long it stays open before one probe call is let through (half-open). */
  cooldownMs: number
  /** Which failures say the service is unwell; others (a refused request) neither count nor reset. */
  counts?: (error: unknown) => boolean
}

export type Breaker = {
  readonly current: BreakerState
  /** Milliseconds until a probe will be allowed (0 when closed or half-open). */
  retryInMs(): number
  run<T>(fn: () => Promise<T>): Promise<T>
}

/**
 * A circuit breaker on cockatiel's: after `failures` consecutive failures it opens and refuses
 * calls at once (a service that is down should fail its jobs fast, not tie up workers for minutes
 * of retries); after `cooldownMs` one probe goes through: success closes the circuit, failure opens
 * it for another cooldown. While the probe is out, other calls are refused rather than queued
 * behind it (cockatiel would make them wait for its verdict).
 */
export function createBreaker(name: string, options: BreakerOptions): Breaker {
  const policy = circuitBreaker(handleWhen(options.counts ?? (() => true)), { halfOpenAfter: options.cooldownMs, breaker: new ConsecutiveBreaker(options.failures) })
  let openedAt = 0
  policy.onBreak(() => {
    openedAt = Date.now()
  })
  const retryInMs = () => (policy.state === CircuitState.Open ? Math.max(0, options.cooldownMs - (Date.now() - openedAt)) : 0)
  const refuse = () => new ResilienceError('circuit_open', `${name}: stopped calling after repeated failures; next try in ${Math.ceil(retryInMs() / 1000)} s`, { retryInMs: retryInMs() })

  return {
    get current(): BreakerState {
      if (policy.state === CircuitState.Closed) return 'closed'
      if (policy.state === CircuitState.HalfOpen) return 'half_open'
      return retryInMs() === 0 ? 'half_open' : 'open'
    },
    retryInMs,
    async run(fn) {
      if (policy.state === CircuitState.HalfOpen) throw refuse()
      try {
        return await policy.execute(() => fn())
      } catch (err) {
        if (err instanceof BrokenCircuitError) throw refuse()
        throw err
      }
    },
  }
}
