import { localeOfLangType, queryProblem } from '@/features/navigation/apiLocale'
import { suggestQuery } from '@/features/navigation/suggestQuery'
import { findSuggestions } from '@/features/navigation/suggestions'

/** GET /api/search/suggest?q=&langType= : products, models and MCP servers matching the text typed so far. */
export async function GET(request: Request) {
  const parsed = suggestQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return Response.json({ code: 400, message: queryProblem(parsed.error.issues) }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const locale = localeOfLangType(parsed.data.langType)
  const items = await findSuggestions(parsed.data.q, locale)
  return Response.json(
    { code: 0, data: { query: parsed.data.q, items } },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}
