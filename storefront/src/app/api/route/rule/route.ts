import { getRouteRules } from '@/features/routing/routeRules'
import { readRouteRules } from '@/features/routing/routeRuleSource'
import { routeCheckQuery, routeListQuery } from '@/features/routing/routeRuleApi'
import { compileRulesOnce, evaluateRoute } from '@/features/routing/ruleMatch'
import { getPayload } from '@/lib/payload'

/**
 * GET /api/route/rule?useWebsite=1|2&route=<full URL> (SPEC §5, §7): may this URL be shown?
 * Answers { code: 200, data: { checkResult, jumpUrl } }; checkResult false means go to jumpUrl,
 * or to the 404 page when jumpUrl is empty.
 * GET /api/route/rule?useWebsite=1|2&list=1: the enabled rules of that edition (for proxy.ts).
 */
// Rules are cached on the server; clients add a timestamp to every call anyway (SPEC §7).
const noStore = { 'Cache-Control': 'no-store' }

function problem(message: string) {
  return Response.json({ code: 400, message }, { status: 400, headers: noStore })
}

export async function GET(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  if (query.list !== undefined) {
    const parsed = routeListQuery.safeParse(query)
    if (!parsed.success) return problem(parsed.error.issues[0]?.message ?? 'invalid query')
    const variant = parsed.data.useWebsite
    // Read fresh: proxy.ts keeps the list for 60 s itself, and a second cache would double the delay.
    const rules = (await readRouteRules(await getPayload())).filter((r) => r.variant === 'all' || r.variant === variant)
    return Response.json({ code: 200, data: { rules } }, { headers: noStore })
  }
  const parsed = routeCheckQuery.safeParse(query)
  if (!parsed.success) return problem(parsed.error.issues[0]?.message ?? 'invalid query')
  const rules = compileRulesOnce(await getRouteRules())
  const verdict = evaluateRoute(rules, parsed.data.route, parsed.data.useWebsite === '1' ? 1 : 2)
  return Response.json({ code: 200, data: verdict }, { headers: noStore })
}
