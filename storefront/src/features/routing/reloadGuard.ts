/**
 * SPEC §4/§9: a forced full reload happens at most once per path within 10 s, so a page that keeps
 * failing (or a build that keeps differing) cannot reload in a loop. Remembered in sessionStorage,
 * which survives the reload itself.
 */
export const RELOAD_GUARD_MS = 10_000
const KEY_PREFIX = 'aidir:reload:'

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** True (and remembered) when `path` was not force-reloaded in the last 10 s. */
export function claimReload(path: string, now = Date.now(), store: Store | undefined = safeSession()): boolean {
  if (!store) return true
  const key = KEY_PREFIX + path
  const last = Number(store.getItem(key))
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false
  try {
    store.setItem(key, String(now))
  } catch {
    // Storage full or disabled: reload anyway, the guard is a safety net only.
  }
  return true
}

function safeSession(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}
