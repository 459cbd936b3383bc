import { compileRules, evaluateRoute, type RouteRule } from './ruleMatch'

/**
 * The 404 rules the pages themselves apply (SPEC §2, §5), as route rules: the pages ask them, and
 * /api/route/rule answers them before the editors' rules, so the two never disagree.
 */
export const builtInRules: readonly RouteRule[] = [
  // The iOS app ranking exists only in the China edition (useWebsite 1).
  { id: 'built-in:ios-ranking', pattern: '/best-ai-apps/ios', match: 'prefix', action: 'block', variant: '2' },
  // An Android path naming a package (com.example.app) is not a page.
  { id: 'built-in:android-package', pattern: '^/best-ai-apps/android/(?:[^/]+/)*[cC][oO][mM]', match: 'regex', action: 'block', variant: 'all' },
]

const compiled = compileRules(builtInRules)

/** Whether a site path (without language prefix) is a 404 by the built-in rules in this edition. */
export function blockedByBuiltInRules(path: string, variant: 1 | 2): boolean {
  return !evaluateRoute(compiled, path, variant).checkResult
}
