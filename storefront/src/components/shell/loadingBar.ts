/**
 * The page loading bar's controller (SPEC §4, §9), shared by the bar and anything that loads a page:
 * start, asymptotic progress over a 2 s estimate, finish, hide after 500 ms, reset after 400 ms.
 * "Throttle" is the delay before the bar appears, so quick navigations never flash it.
 */
export const LOADING_DURATION_MS = 2000
export const LOADING_THROTTLE_MS = 200
export const LOADING_HEIGHT_PX = 3
export const LOADING_HIDE_DELAY_MS = 500
export const LOADING_RESET_DELAY_MS = 400

export type LoadingState = { visible: boolean; progress: number; error: boolean }

/** Progress in percent after `elapsed` ms: fast at first, approaching but never reaching 100. */
export function estimatedProgress(elapsed: number, duration = LOADING_DURATION_MS): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50)
}

type Listener = (state: LoadingState) => void

function createLoadingBar() {
  let state: LoadingState = { visible: false, progress: 0, error: false }
  const listeners = new Set<Listener>()
  let throttleTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let resetTimer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  let loading = false

  const set = (next: Partial<LoadingState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener(state)
  }
  const clearTimers = () => {
    clearTimeout(throttleTimer)
    clearTimeout(hideTimer)
    clearTimeout(resetTimer)
    if (frame !== undefined) cancelAnimationFrame(frame)
    frame = undefined
  }
  const animate = (startedAt: number) => {
    const step = (now: number) => {
      set({ progress: Math.min(100, estimatedProgress(now - startedAt)) })
      frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      listener(state)
      return () => void listeners.delete(listener)
    },
    get state() {
      return state
    },
    get loading() {
      return loading
    },
    start() {
      clearTimers()
      loading = true
      set({ progress: 0, error: false })
      throttleTimer = setTimeout(() => {
        set({ visible: true })
        animate(performance.now())
      }, LOADING_THROTTLE_MS)
    },
    finish() {
      if (!loading) return
      loading = false
      clearTimers()
      if (!state.visible) {
        set({ progress: 0 })
        return
      }
      set({ progress: 100 })
      hideTimer = setTimeout(() => {
        set({ visible: false })
        resetTimer = setTimeout(() => set({ progress: 0, error: false }), LOADING_RESET_DELAY_MS)
      }, LOADING_HIDE_DELAY_MS)
    },
    /** Marks the load as failed (error colour) and finishes it. */
    error() {
      if (!loading) return
      set({ error: true, visible: true })
      this.finish()
    },
  }
}

export const loadingBar = createLoadingBar()
