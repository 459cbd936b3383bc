import type { Payload } from 'payload'
import type { RouteRule } from './ruleMatch'

/**
 * The enabled route rules of the CMS, read with the visitor's access (route rules are public
 * configuration, readable by anyone), only the fields the check needs.
 */
export async function readRouteRules(payload: Payload): Promise<RouteRule[]> {
  const found = await payload.find({
    collection: 'route-rules',
    where: { enabled: { equals: true } },
    select: { pattern: true, match: true, action: true, jumpUrl: true, variant: true },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return found.docs.map((d) => ({
    id: d.id,
    pattern: d.pattern,
    match: d.match,
    action: d.action,
    jumpUrl: d.jumpUrl ?? null,
    variant: d.variant,
  }))
}
