import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

describe('loading bar controller', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', (cb: (now: number) => void) => setTimeout(() => cb(performance.now()), 16) as unknown as number)
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
    vi.resetModules()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('estimates progress asymptotically over the 2 s estimate', async () => {
    const { estimatedProgress } = await import('./loadingBar')
    expect(estimatedProgress(0)).toBe(0)
    expect(estimatedProgress(1000)).toBeCloseTo(50, 5)
    expect(estimatedProgress(2000)).toBeCloseTo(70.48, 1)
    expect(estimatedProgress(60_000)).toBeLessThan(100)
  })

  it('appears only after the 200 ms throttle, finishes, hides after 500 ms and resets after 400 ms', async () => {
    const { loadingBar } = await import('./loadingBar')
    loadingBar.start()
    expect(loadingBar.state.visible).toBe(false)
    vi.advanceTimersByTime(199)
    expect(loadingBar.state.visible).toBe(false)
    vi.advanceTimersByTime(1 + 1000)
    expect(loadingBar.state.visible).toBe(true)
    expect(loadingBar.state.progress).toBeGreaterThan(40)
    loadingBar.finish()
    expect(loadingBar.state.progress).toBe(100)
    vi.advanceTimersByTime(499)
    expect(loadingBar.state.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(loadingBar.state.visible).toBe(false)
    expect(loadingBar.state.progress).toBe(100)
    vi.advanceTimersByTime(400)
    expect(loadingBar.state.progress).toBe(0)
  })

  it('never shows for a navigation faster than the throttle', async () => {
    const { loadingBar } = await import('./loadingBar')
    const seen: boolean[] = []
    loadingBar.subscribe((s) => seen.push(s.visible))
    loadingBar.start()
    vi.advanceTimersByTime(100)
    loadingBar.finish()
    vi.advanceTimersByTime(2000)
    expect(seen.every((v) => !v)).toBe(true)
  })

  it('turns to the error colour on error', async () => {
    const { loadingBar } = await import('./loadingBar')
    loadingBar.start()
    vi.advanceTimersByTime(300)
    loadingBar.error()
    expect(loadingBar.state).toMatchObject({ error: true, progress: 100, visible: true })
    vi.advanceTimersByTime(900)
    expect(loadingBar.state).toMatchObject({ error: false, progress: 0, visible: false })
  })
})
