/**
 * Runs `fn` at most once per `waitMs`: at once on the first call, then once more at the end of the
 * window if calls came in meanwhile, so the last state is never missed.
 */
export function throttle(fn: () => void, waitMs: number): { (): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    last = Date.now()
    timer = undefined
    fn()
  }
  const throttled = () => {
    const remaining = waitMs - (Date.now() - last)
    if (remaining <= 0) {
      clearTimeout(timer)
      run()
    } else if (timer === undefined) {
      timer = setTimeout(run, remaining)
    }
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return throttled
}
