import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { readRouteRules } from './routeRuleSource'

/**
 * The rule list behind /api/route/rule, cached for 60 s: rules are checked before every navigation,
 * so they must not cost a query each, and an editor's change still applies within a minute
 * (or at once, by revalidating the tag 'route-rules').
 */
export const getRouteRules = cached(async () => readRouteRules(await getPayload()), 'route-rules', ['route-rules'])
