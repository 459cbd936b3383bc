import { localeMeta } from '@aidir/cms/locales'
import { splitLocalePrefix } from './localeRouting'

/**
 * Evaluation of the CMS route rules (SPEC §5, §7), shared by /api/route/rule and proxy.ts.
 * Patterns are paths without language prefix; the prefix of the checked URL is stripped first and
 * put back in front of a site-path jump URL, so a redirect keeps the visitor's language.
 */
export type RouteRule = {
  id: number | string
  pattern: string
  match: 'exact' | 'prefix' | 'contains' | 'regex'
  action: 'block' | 'redirect'
  jumpUrl?: string | null
  variant: 'all' | '1' | '2'
}

export type RouteVerdict = { checkResult: boolean; jumpUrl: string }

type Compiled = RouteRule & { test: (path: string) => boolean }

const ALLOWED: RouteVerdict = { checkResult: true, jumpUrl: '' }

/** Trailing slashes do not make a different page: /a/ and /a are the same path. */
function normalise(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return clean === '' ? '/' : clean
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

function tester(rule: RouteRule): ((path: string) => boolean) | undefined {
  const pattern = rule.pattern.trim()
  if (!pattern) return undefined
  switch (rule.match) {
    case 'exact': {
      const want = normalise(pattern)
      return (path) => path === want
    }
    case 'prefix': {
      // Segment-wise unless the pattern ends in '/': /old matches /old and /old/x, not /older.
      if (pattern.endsWith('/') && pattern !== '/') return (path) => path.startsWith(pattern)
      const want = normalise(pattern)
      return (path) => want === '/' || path === want || path.startsWith(`${want}/`)
    }
    case 'contains':
      return (path) => path.includes(pattern)
    case 'regex': {
      try {
        const re = new RegExp(pattern)
        return (path) => re.test(path)
      } catch {
        // An editor's typo must not break every page: the rule is skipped.
        return undefined
      }
    }
  }
}

/** Most specific first, so an exact rule beats a broad prefix: exact, prefix (longest first), contains, regex. */
const rank = { exact: 0, prefix: 1, contains: 2, regex: 3 } as const

export function compileRules(rules: readonly RouteRule[]): Compiled[] {
  const compiled: Compiled[] = []
  for (const rule of rules) {
    const test = tester(rule)
    if (test) compiled.push({ ...rule, test })
  }
  return compiled.sort((a, b) => rank[a.match] - rank[b.match] || b.pattern.length - a.pattern.length || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
}

/** The URL's path without language prefix; undefined when `route` is no URL at all. */
export function routePath(route: string): { prefix: string | undefined; path: string } | undefined {
  let url: URL
  try {
    url = new URL(route, 'http://route.invalid')
  } catch {
    return undefined
  }
  const { locale, rest } = splitLocalePrefix(url.pathname)
  return { prefix: locale ? localeMeta[locale].prefix : undefined, path: normalise(safeDecode(rest)) }
}

function localiseJump(jumpUrl: string, prefix: string | undefined): string {
  // Absolute (http:, https:) targets are followed as they are.
  if (!jumpUrl.startsWith('/') || !prefix) return jumpUrl
  if (splitLocalePrefix(jumpUrl.split(/[?#]/)[0]!).locale) return jumpUrl
  return `/${prefix}${jumpUrl === '/' ? '' : jumpUrl}`
}

/** A site path or an http(s) URL; never javascript: or data:, which the client would run. */
function isSafeJump(jump: string): boolean {
  return (jump.startsWith('/') && !jump.startsWith('//')) || /^https?:\/\/[^/]/i.test(jump)
}

/** checkResult true = the URL may be shown; otherwise jumpUrl is where to go ('' = the 404 page). */
export function evaluateRoute(rules: readonly Compiled[], route: string, variant: 1 | 2): RouteVerdict {
  const target = routePath(route)
  if (!target || target.path === '/404') return ALLOWED
  for (const rule of rules) {
    if (rule.variant !== 'all' && rule.variant !== String(variant)) continue
    if (!rule.test(target.path)) continue
    if (rule.action === 'block') return { checkResult: false, jumpUrl: '' }
    const jump = (rule.jumpUrl ?? '').trim()
    // A redirect without target blocks; one onto the same path would loop and is ignored.
    if (!jump || !isSafeJump(jump)) return { checkResult: false, jumpUrl: '' }
    if (jump.startsWith('/') && routePath(jump)?.path === target.path) continue
    return { checkResult: false, jumpUrl: localiseJump(jump, target.prefix) }
  }
  return ALLOWED
}

let lastSource = ''
let lastCompiled: Compiled[] = []

/** compileRules, remembered for the same rule list (it changes at most once a minute). */
export function compileRulesOnce(rules: readonly RouteRule[]): Compiled[] {
  const source = JSON.stringify(rules)
  if (source !== lastSource) {
    lastCompiled = compileRules(rules)
    lastSource = source
  }
  return lastCompiled
}
