import { z } from 'zod'

/**
 * The /api/route/rule contract (SPEC §3, §5, §7). `route` is the full URL (or a site path) the
 * visitor is about to open; `useWebsite` the edition (1 China, 2 international); `t` and
 * `langType` are added to every client call and only checked for shape.
 * `list=1` (used by proxy.ts, which evaluates the rules itself on first load) answers the rules of
 * the edition instead of a verdict.
 */
const common = {
  useWebsite: z.enum(['1', '2'], { error: 'useWebsite must be 1 (China edition) or 2 (international edition)' }),
  langType: z.enum(['en', 'zh_cn', 'zh_tw', 'jp'], { error: 'langType must be one of en, zh_cn, zh_tw, jp' }).optional(),
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
}

function isUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const routeRequired = 'route is required: the full URL to check'
const route = z
  .string({ error: routeRequired })
  .min(1, { error: routeRequired })
  .max(2048, { error: 'route must be at most 2048 characters' })
  .refine(isUrlOrPath, { error: 'route must be an http(s) URL or a path starting with /' })

export const routeCheckQuery = z.object({ ...common, route })

/** The one query of GET /api/route/rule: `list=1` for the edition's rules (proxy.ts), otherwise a `route` to check. */
export const routeRuleQuery = z
  .object({ ...common, list: z.literal('1', { error: 'list must be 1' }).optional(), route: route.optional() })
  .refine((q) => q.list !== undefined || q.route !== undefined, { error: routeRequired, path: ['route'] })

export type RouteCheckAnswer = { code: 0; message: string; data: { checkResult: boolean; jumpUrl: string } }
