/**
 * The one way tests wait: poll `check` until it returns a truthy value (which is returned), or
 * fail after `timeoutMs` naming what was awaited, with the last value or error seen. Tests wait
 * for a positive signal with it; a test that must show something did NOT happen waits for a
 * later event that proves the system got past the point where it would have happened.
 */
export type UntilOptions = { timeoutMs?: number; everyMs?: number }

export async function until<T>(
  awaited: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 30_000, everyMs = 100 }: UntilOptions = {},
): Promise<T> {
  const started = Date.now()
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value) return value
      last = value
    } catch (error) {
      last = error
    }
    if (Date.now() - started > timeoutMs) {
      const seen = last instanceof Error ? `the last check threw: ${last.message}` : `the last check returned ${describe(last)}`
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${awaited} (${seen})`, { cause: last })
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value)
  } catch {
    return String(value)
  }
}
