import { describe, expect, it } from 'vitest'
import { isChunkLoadError, manifestId } from '../../storefront/src/features/routing/buildState'
import { cookieHomeRedirect, defaultLocaleFrom, localeOfCookie, notFoundPathFor, splitLocalePrefix } from '../../storefront/src/features/routing/localeRouting'
import { RecentViews } from '../../storefront/src/features/routing/recentViews'
import { claimReload } from '../../storefront/src/features/routing/reloadGuard'
import { blockedTarget, isAppPage, isSamePage } from '../../storefront/src/features/routing/routeCheck'
import { updatePvQuery } from '../../storefront/src/features/routing/pageViewApi'
import { routeCheckQuery } from '../../storefront/src/features/routing/routeRuleApi'
import { compileRules, evaluateRoute, type RouteRule } from '../../storefront/src/features/routing/ruleMatch'

const rule = (r: Partial<RouteRule> & Pick<RouteRule, 'pattern'>): RouteRule => ({ id: 1, match: 'exact', action: 'block', variant: 'all', jumpUrl: null, ...r })

describe('language prefixes', () => {
  it('splits the prefix off a path', () => {
    expect(splitLocalePrefix('/tw/class/x')).toEqual({ locale: 'zh-TW', rest: '/class/x' })
    expect(splitLocalePrefix('/en')).toEqual({ locale: 'en', rest: '/' })
    expect(splitLocalePrefix('/class')).toEqual({ locale: undefined, rest: '/class' })
    expect(splitLocalePrefix('/english')).toEqual({ locale: undefined, rest: '/english' })
  })

  it('takes the default language from configuration, falling back to zh', () => {
    expect(defaultLocaleFrom({})).toBe('en')
    expect(defaultLocaleFrom({ EDITION: 'cn' })).toBe('zh')
    expect(defaultLocaleFrom({ DEFAULT_LANGUAGE: 'ja' })).toBe('ja')
    expect(defaultLocaleFrom({ DEFAULT_LANGUAGE: 'xx' })).toBe('zh')
  })

  it('names the 404 page of the URL language', () => {
    expect(notFoundPathFor('/ja/blocked')).toBe('/ja/404')
    expect(notFoundPathFor('/blocked')).toBe('/404')
  })

  it('reads the locale cookie as a locale code or a URL prefix', () => {
    expect(localeOfCookie('zh-TW')).toBe('zh-TW')
    expect(localeOfCookie('zh-tw')).toBe('zh-TW')
    expect(localeOfCookie('tw')).toBe('zh-TW')
    expect(localeOfCookie('ja')).toBe('ja')
    expect(localeOfCookie('fr')).toBeUndefined()
    expect(localeOfCookie(undefined)).toBeUndefined()
  })

  it('redirects / to the cookie language only in the international edition and only when it differs', () => {
    const base = { pathname: '/', edition: 'intl' as const, defaultLocale: 'en' as const }
    expect(cookieHomeRedirect({ ...base, cookie: 'ja' })).toBe('/ja')
    expect(cookieHomeRedirect({ ...base, cookie: 'zh-TW' })).toBe('/tw')
    expect(cookieHomeRedirect({ ...base, cookie: 'en' })).toBeUndefined()
    expect(cookieHomeRedirect({ ...base, cookie: 'nonsense' })).toBeUndefined()
    expect(cookieHomeRedirect({ ...base, cookie: 'ja', edition: 'cn' })).toBeUndefined()
    expect(cookieHomeRedirect({ ...base, cookie: 'ja', pathname: '/class' })).toBeUndefined()
  })
})

describe('route rules', () => {
  const rules = compileRules([
    rule({ id: 1, pattern: '/old-page', action: 'redirect', jumpUrl: '/discover' }),
    rule({ id: 2, pattern: '/private', match: 'prefix' }),
    rule({ id: 3, pattern: '/com', match: 'contains' }),
    rule({ id: 4, pattern: '^/x/\\d+$', match: 'regex', action: 'redirect', jumpUrl: 'https://example.com/x' }),
    rule({ id: 5, pattern: '/cn-only', variant: '1' }),
    rule({ id: 6, pattern: '(', match: 'regex' }),
    rule({ id: 7, pattern: '/evil', action: 'redirect', jumpUrl: 'javascript:alert(1)' }),
    rule({ id: 8, pattern: '/loop', action: 'redirect', jumpUrl: '/loop' }),
  ])

  it('allows what no rule names', () => {
    expect(evaluateRoute(rules, 'http://site/en/details/chatgpt', 2)).toEqual({ checkResult: true, jumpUrl: '' })
    expect(evaluateRoute(rules, '/privateer', 2).checkResult).toBe(true)
  })

  it('matches patterns without the language prefix and keeps the language on a site-path jump', () => {
    expect(evaluateRoute(rules, 'http://site/old-page', 2)).toEqual({ checkResult: false, jumpUrl: '/discover' })
    expect(evaluateRoute(rules, 'http://site/ja/old-page/?q=1', 2)).toEqual({ checkResult: false, jumpUrl: '/ja/discover' })
  })

  it('blocks by prefix, contains and regex; an absolute jump URL stays absolute', () => {
    expect(evaluateRoute(rules, '/tw/private/a', 2)).toEqual({ checkResult: false, jumpUrl: '' })
    expect(evaluateRoute(rules, '/best-ai-apps/android/com.app', 2)).toEqual({ checkResult: false, jumpUrl: '' })
    expect(evaluateRoute(rules, '/en/x/42', 2)).toEqual({ checkResult: false, jumpUrl: 'https://example.com/x' })
  })

  it('applies a rule only to its edition, skips broken regexes, unsafe targets and loops', () => {
    expect(evaluateRoute(rules, '/cn-only', 2).checkResult).toBe(true)
    expect(evaluateRoute(rules, '/cn-only', 1).checkResult).toBe(false)
    expect(evaluateRoute(rules, '/evil', 2)).toEqual({ checkResult: false, jumpUrl: '' })
    expect(evaluateRoute(rules, '/loop', 2).checkResult).toBe(true)
    expect(evaluateRoute(rules, '/404', 2).checkResult).toBe(true)
  })

  it('sends a refused navigation to the jump URL or the 404 page of its language', () => {
    const origin = 'http://site'
    expect(blockedTarget({ checkResult: false, jumpUrl: '' }, new URL('http://site/ja/x'), origin)).toEqual({ href: '/ja/404', fullLoad: false })
    expect(blockedTarget({ checkResult: false, jumpUrl: '' }, new URL('http://site/x'), origin)).toEqual({ href: '/404', fullLoad: false })
    expect(blockedTarget({ checkResult: false, jumpUrl: '/en/discover?q=a' }, new URL('http://site/x'), origin)).toEqual({ href: '/en/discover?q=a', fullLoad: false })
    expect(blockedTarget({ checkResult: false, jumpUrl: 'https://example.com/' }, new URL('http://site/x'), origin)).toEqual({ href: 'https://example.com/', fullLoad: true })
  })

  it('checks only navigations to other app pages', () => {
    expect(isAppPage(new URL('http://site/en/details/a'))).toBe(true)
    expect(isAppPage(new URL('http://site/api/route/rule'))).toBe(false)
    expect(isAppPage(new URL('http://site/builds/latest.json'))).toBe(false)
    expect(isAppPage(new URL('http://site/llms.txt'))).toBe(false)
    expect(isSamePage(new URL('http://site/a#x'), new URL('http://site/a'))).toBe(true)
    expect(isSamePage(new URL('http://site/a?p=2'), new URL('http://site/a'))).toBe(false)
  })

  it('validates the API query', () => {
    expect(routeCheckQuery.safeParse({ useWebsite: '2', route: 'http://site/en/x' }).success).toBe(true)
    expect(routeCheckQuery.safeParse({ useWebsite: '3', route: '/x' }).success).toBe(false)
    expect(routeCheckQuery.safeParse({ useWebsite: '2' }).success).toBe(false)
    expect(routeCheckQuery.safeParse({ useWebsite: '2', route: 'javascript:alert(1)' }).success).toBe(false)
  })
})

describe('reloads and builds', () => {
  it('reloads a path at most once within 10 s', () => {
    const data = new Map<string, string>()
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
    expect(claimReload('/a', 1_000, store)).toBe(true)
    expect(claimReload('/a', 5_000, store)).toBe(false)
    expect(claimReload('/b', 5_000, store)).toBe(true)
    expect(claimReload('/a', 11_001, store)).toBe(true)
  })

  it('recognises chunk-load errors and manifest ids', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false)
    expect(manifestId({ id: 'abc', timestamp: 1 })).toBe('abc')
    expect(manifestId({ id: 3 })).toBeUndefined()
  })
})

describe('page views', () => {
  it('remembers a visitor for an hour and forgets the oldest beyond its size', () => {
    const views = new RecentViews(1_000, 2)
    views.remember('a', 0)
    expect(views.has('a', 999)).toBe(true)
    expect(views.has('a', 1_000)).toBe(false)
    views.remember('a', 0)
    views.remember('b', 0)
    views.remember('c', 0)
    expect(views.size).toBe(2)
    expect(views.has('a', 1)).toBe(false)
  })

  it('validates the updatePv query', () => {
    expect(updatePvQuery.safeParse({ id: 'chatgpt', type: 'product' }).success).toBe(true)
    expect(updatePvQuery.safeParse({ id: '42', type: 'news' }).success).toBe(true)
    expect(updatePvQuery.safeParse({ id: 'chatgpt', type: 'video' }).success).toBe(false)
    expect(updatePvQuery.safeParse({ type: 'product' }).success).toBe(false)
    expect(updatePvQuery.safeParse({ id: "x'; drop table", type: 'product' }).success).toBe(false)
  })
})
