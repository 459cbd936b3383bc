import { defineRoute, methodsNotAllowed } from '@/features/api/route'
import { navMenuApiBody } from '@/features/navigation/navMenu'
import { navMenuRoute } from '@/features/navigation/routes'

/** GET /api/menu/navMenu?useWebsite=1|2&langType=en|zh_cn|zh_tw|jp (SPEC §7). */
export const GET = defineRoute(navMenuRoute, async ({ query, locale }) => {
  // The envelope is serialized once per language and variant and cached with the menu.
  const body = await navMenuApiBody(locale, query.useWebsite === '1' ? 1 : 2)
  return new Response(body, { headers: { 'Content-Type': 'application/json' } })
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
