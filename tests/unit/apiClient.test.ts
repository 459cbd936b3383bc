import { afterEach, describe, expect, it, vi } from 'vitest'
import { userStore } from '../../storefront/src/features/session/userStore'
import { ApiError, apiData, apiRequest, configureApi, RETRY_DELAY_MS } from '../../storefront/src/features/session/client'

type Call = { url: URL; init: RequestInit }

function serve(...answers: (() => Response)[]): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    calls.push({ url: new URL(String(url)), init })
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!
    return next()
  })
  return calls
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { status, headers })

describe('the /api client shared by accounts, verification and GEO (SPEC §7, §8)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    userStore.clearUser()
    userStore.setLoginShow(false)
    configureApi({ langType: 'en', edition: 'intl' })
  })

  it('keeps a langType the caller names, adds t, and sends form-encoded where asked', async () => {
    vi.stubGlobal('location', { origin: 'http://site.test' })
    configureApi({ langType: 'jp', edition: 'intl' })
    const calls = serve(json({ code: 0, message: 'ok', data: { items: [] } }))
    await apiRequest('/api/geo/keywords?langType=zh_tw&q=a')
    await apiRequest('/api/account/getCoordinateCode', { formEncoded: true })
    expect(calls[0]!.url.searchParams.get('langType')).toBe('zh_tw')
    expect(calls[0]!.url.searchParams.get('q')).toBe('a')
    expect(calls[1]!.url.searchParams.get('langType')).toBe('jp')
    expect(calls[1]!.url.searchParams.get('t')).toMatch(/^\d+$/)
    expect((calls[1]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(calls[1]!.init.method).toBe('GET')
  })

  it('answers status, code, message, data, field and Retry-After in one shape', async () => {
    vi.stubGlobal('location', { origin: 'http://site.test' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve(json({ code: 429, message: 'Too many requests', data: null }, 429, { 'Retry-After': '42' }))
    expect(await apiRequest('/api/marketing/sendCode')).toEqual({ status: 429, code: 429, message: 'Too many requests', data: null, field: null, retryAfter: 42 })
    serve(() => new Response('<html>bad gateway</html>', { status: 502 }))
    expect(await apiRequest('/api/x')).toMatchObject({ status: 502, code: 502, message: '' })
  })

  it('apiData returns the data or throws an ApiError with the status, message and field', async () => {
    vi.stubGlobal('location', { origin: 'http://site.test' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve(json({ code: 0, message: 'ok', data: { id: 7 } }))
    expect(await apiData('/api/geo/checks', { method: 'POST', body: { question: 'q' } })).toEqual({ id: 7 })
    serve(json({ code: 400, message: 'Form validation failed', data: { field: 'hitTerms.0' } }, 400))
    const error = await apiData('/api/geo/checks', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 400, message: 'Form validation failed', field: 'hitTerms.0' })
  })

  it('a 401 without a token leaves the store alone (the caller shows its signed-out state)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('location', { origin: 'http://site.test' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    configureApi({ langType: 'zh_cn', edition: 'cn' })
    const calls = serve(json({ code: 401, message: 'Please login first', data: null }, 401))
    const answer = await apiRequest('/api/geo/checks')
    expect(answer).toMatchObject({ status: 401, code: 401 })
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined()
    vi.advanceTimersByTime(200)
    expect(userStore.getState().loginShow).toBe(false)
  })

  it('an envelope code 401 with a token logs out even on HTTP 200', async () => {
    vi.stubGlobal('location', { origin: 'http://site.test' })
    serve(json({ code: 401, message: 'Please login first' }, 200))
    userStore.setToken('tok')
    await apiRequest('/api/user/getUserData')
    expect(userStore.getState().token).toBeNull()
  })

  it('retries a network failure only when asked, 500 ms × attempt apart, then answers code -1', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('location', { origin: 'http://site.test' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    vi.stubGlobal('fetch', async () => {
      calls++
      throw new TypeError('network down')
    })
    expect(await apiRequest('/api/x')).toMatchObject({ status: 0, code: -1 })
    expect(calls).toBe(1)
    calls = 0
    const pending = apiRequest('/api/x', { retries: 2 })
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2)
    expect(await pending).toMatchObject({ code: -1 })
    expect(calls).toBe(3)
  })
})
