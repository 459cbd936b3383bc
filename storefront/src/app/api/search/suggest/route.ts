import { defineRoute, methodsNotAllowed } from '@/features/api/route'
import { searchSuggestRoute } from '@/features/navigation/routes'
import { findSuggestions } from '@/features/navigation/suggestions'

/** GET /api/search/suggest?q=&langType= : products, models and MCP servers matching the text typed so far. */
export const GET = defineRoute(searchSuggestRoute, async ({ query, locale }) => ({ query: query.q, items: await findSuggestions(query.q, locale) }))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
