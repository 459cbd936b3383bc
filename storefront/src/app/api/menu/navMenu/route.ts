import { NAV_MENU_REVALIDATE_SECONDS, navMenuApiBody } from '@/features/navigation/navMenu'
import { navMenuQuery } from '@/features/navigation/navMenuApi'
import { localeOfLangType, queryProblem } from '@/features/navigation/apiLocale'

/** GET /api/menu/navMenu?useWebsite=1|2&langType=en|zh_cn|zh_tw|jp (SPEC §7). */
export async function GET(request: Request) {
  const parsed = navMenuQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return Response.json({ code: 400, message: queryProblem(parsed.error.issues) }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const locale = localeOfLangType(parsed.data.langType)
  const body = await navMenuApiBody(locale, parsed.data.useWebsite === '1' ? 1 : 2)
  return new Response(body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${NAV_MENU_REVALIDATE_SECONDS}` },
  })
}
