import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { safeReturnTo, withTicket } from '../../cms/src/accounts/returnTo'
import { loginFrameUrl, parseFrameMessage } from '../../storefront/src/features/account/client/loginFrameUrl'
import { userStore } from '../../storefront/src/features/session/userStore'
import { apiRequest, configureApi } from '../../storefront/src/features/session/client'

describe('return address after sign-in', () => {
  const policy = { siteUrl: 'https://www.example.com', requestOrigin: 'https://www.example.com', allowedOrigins: 'https://m.example.net', cookieDomain: '.example.com' }
  it('accepts our paths and origins', () => {
    expect(safeReturnTo('/zh/favorites?a=1', policy)).toBe('https://www.example.com/zh/favorites?a=1')
    expect(safeReturnTo('https://m.example.net/x', policy)).toBe('https://m.example.net/x')
    expect(safeReturnTo('https://shop.example.com/y', policy)).toBe('https://shop.example.com/y')
  })
  it('refuses other sites and tricks', () => {
    for (const from of ['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', 'https://example.com.evil.com/', 'http://shop.example.com/', 'https://u:p@www.example.com/', '', null])
      expect(safeReturnTo(from, policy), String(from)).toBeNull()
  })
  it('adds the ticket, replacing an old one', () => {
    expect(withTicket('https://www.example.com/p?ticket=old&x=1', 'new')).toBe('https://www.example.com/p?ticket=new&x=1')
  })
})

describe('login frame (SPEC §7)', () => {
  it('builds the query: source, lc=3, t=2, p, f, r without quotes and angle brackets', () => {
    const url = loginFrameUrl('https://passport.example.com/login', { source: 'www.example.com', mobile: false, href: `https://www.example.com/zh?q="<b>'`, variant: 1 })
    expect(url).toBe(`https://passport.example.com/login?source=www.example.com&lc=3&t=2&p=pc&f=1&r=${encodeURIComponent('https://www.example.com/zh?q=b')}`)
    expect(loginFrameUrl('https://p.example.com/m?x=1', { source: 's', mobile: true, href: 'https://a/', variant: 1 })).toContain('?x=1&source=s&lc=3&t=2&p=h5')
  })
  it('accepts only the three frame messages', () => {
    expect(parseFrameMessage('CLOSE_LOGIN')).toEqual({ type: 'CLOSE_LOGIN' })
    expect(parseFrameMessage({ type: 'SUCCESS_LOGIN', ticket: 'abc' })).toEqual({ type: 'SUCCESS_LOGIN', ticket: 'abc' })
    expect(parseFrameMessage({ type: 'REPEAT_LOGIN' })).toEqual({ type: 'REPEAT_LOGIN' })
    expect(parseFrameMessage('OTHER')).toBeNull()
    expect(parseFrameMessage(null)).toBeNull()
  })
})

describe('user store and fetch helper (SPEC §4, §7)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    userStore.clearUser()
    userStore.setLoginShow(false)
  })

  it('defaults loginType to 1; showing the dialog while shown closes it and reopens after 200 ms', () => {
    vi.useFakeTimers()
    expect(userStore.getState().loginType).toBe(1)
    userStore.setLoginShow(true)
    userStore.setLoginShow(true)
    expect(userStore.getState().loginShow).toBe(false)
    vi.advanceTimersByTime(199)
    expect(userStore.getState().loginShow).toBe(false)
    vi.advanceTimersByTime(1)
    expect(userStore.getState().loginShow).toBe(true)
  })

  it('adds t, langType and the bearer header; a 401 logs out and (China edition) opens the dialog after 100 ms', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('location', { origin: 'http://site.test' })
    const calls: { url: string; headers: Record<string, string> }[] = []
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), headers: init.headers as Record<string, string> })
      return new Response(JSON.stringify({ code: 401, message: 'Please login first' }), { status: 401 })
    })
    configureApi({ langType: 'zh_cn', edition: 'cn' })
    userStore.setToken('tok')
    userStore.setCode('c')
    const result = await apiRequest('/api/user/getUserData')
    expect(result.code).toBe(401)
    const url = new URL(calls[0]!.url)
    expect(url.searchParams.get('langType')).toBe('zh_cn')
    expect(url.searchParams.get('t')).toMatch(/^\d+$/)
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok')
    expect(userStore.getState()).toMatchObject({ token: null, code: null, userInfo: null, loginShow: false })
    vi.advanceTimersByTime(100)
    expect(userStore.getState().loginShow).toBe(true)
  })

  it('in the international edition a 401 only logs out; a body with a non-zero code is the result', async () => {
    vi.stubGlobal('location', { origin: 'http://site.test' })
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 400, message: 'code is required' }), { status: 400 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    configureApi({ langType: 'en', edition: 'intl' })
    expect(await apiRequest('/api/account/login', { method: 'POST', body: {} })).toMatchObject({ status: 400, code: 400, message: 'code is required' })
  })
})

// next is a dependency of the storefront, not of the workspace root.
const { NextRequest } = await import('../../storefront/node_modules/next/server.js')
const { ticketRedirect } = await import('../../storefront/src/features/account/ticketRedirect')

describe('ticket in the URL (SPEC §4)', () => {
  // The redirect is built on the configured public origin (SITE_URL), never on the Host header.
  const savedSiteUrl = process.env.SITE_URL
  beforeAll(() => {
    process.env.SITE_URL = 'https://www.example.com'
  })
  afterAll(() => {
    if (savedSiteUrl === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = savedSiteUrl
  })

  it('redirects to the configured origin whatever Host the request names', () => {
    const forged = ticketRedirect(new NextRequest('https://evil.example/zh/models?ticket=abc', { headers: { host: 'evil.example' } }), undefined)!
    expect(forged.headers.get('location')).toBe('https://www.example.com/zh/models')
  })

  it('stores the ticket as code with loginType 1 and redirects to the URL without it', () => {
    const response = ticketRedirect(new NextRequest('https://www.example.com/zh/models?x=1&ticket=abc_DEF-1'), '.example.com')!
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('https://www.example.com/zh/models?x=1')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const cookies = response.headers.getSetCookie().join('\n')
    expect(cookies).toMatch(/code=abc_DEF-1;.*Domain=\.example\.com/i)
    expect(cookies).toMatch(/loginType=1;/)
  })

  it('drops a malformed ticket without storing it, and leaves other URLs alone', () => {
    const response = ticketRedirect(new NextRequest('https://www.example.com/?ticket=%3Cscript%3E'), undefined)!
    expect(response.headers.get('location')).toBe('https://www.example.com/')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(ticketRedirect(new NextRequest('https://www.example.com/zh'), undefined)).toBeNull()
  })
})

const { frameAncestors, isAuthPage } = await import('../../storefront/src/features/security/frameAncestors')

describe('framing of the sign-in pages', () => {
  it('allows our origins only', () => {
    expect(frameAncestors({ siteUrl: 'https://www.example.com', allowedOrigins: 'https://m.example.net, bad', cookieDomain: '.example.com' })).toBe(
      "frame-ancestors 'self' https://www.example.com https://m.example.net https://*.example.com https://example.com",
    )
    expect(isAuthPage('/auth/login')).toBe(true)
    expect(isAuthPage('/zh/auth/verify')).toBe(true)
    expect(isAuthPage('/authors')).toBe(false)
  })
})
