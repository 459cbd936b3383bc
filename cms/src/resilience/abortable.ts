/**
 * Settles with `work`, or rejects with the signal's reason as soon as the caller aborts. The
 * cockatiel policies only look at the signal between steps (a backoff delay or a place in the
 * bulkhead's queue is not cut short), so the caller is let go at once and the abandoned work
 * finishes on its own (it sees the aborted signal at its next step and stops there).
 */
export function abortable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work
  if (signal.aborted) {
    work.catch(() => undefined)
    return Promise.reject(signal.reason)
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => undefined)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
