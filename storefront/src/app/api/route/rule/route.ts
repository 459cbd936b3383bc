import { defineRoute, methodsNotAllowed } from '@/features/api/route'
import { builtInRules } from '@/features/routing/builtInRules'
import { getRouteRules } from '@/features/routing/routeRules'
import { readRouteRules } from '@/features/routing/routeRuleSource'
import { routeRuleRoute } from '@/features/routing/routes'
import { compileRulesOnce, evaluateRoute } from '@/features/routing/ruleMatch'

/**
 * GET /api/route/rule?useWebsite=1|2&route=<full URL> (SPEC §5, §7): may this URL be shown?
 * Answers data { checkResult, jumpUrl }; checkResult false means go to jumpUrl, or to the 404 page
 * when jumpUrl is empty.
 * GET /api/route/rule?useWebsite=1|2&list=1: the enabled rules of that edition (for proxy.ts).
 * Rules are cached on the server; clients add a timestamp to every call anyway (SPEC §7).
 */
export const GET = defineRoute(routeRuleRoute, async ({ payload, query }) => {
  if (query.list !== undefined) {
    // Read fresh: proxy.ts keeps the list for 60 s itself, and a second cache would double the delay.
    const rules = (await readRouteRules(payload)).filter((r) => r.variant === 'all' || r.variant === query.useWebsite)
    return { rules }
  }
  // The pages' own 404 rules first, so the answer agrees with what the page does.
  const rules = compileRulesOnce([...builtInRules, ...(await getRouteRules())])
  return evaluateRoute(rules, query.route!, query.useWebsite === '1' ? 1 : 2)
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
