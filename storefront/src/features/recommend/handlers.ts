import { recommend, scenarioHistory } from '@aidir/cms/recommend'
import { defineRoute } from '@/features/api/route'
import { askAssistantRoute, askSolutionRoute, assistantHistoryRoute, solutionHistoryRoute } from './routes'

const withLocale = (body: unknown, locale: string) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, locale } : body)

/** POST /api/solutions — the plan for a scenario in the page's language (`langType`), stored or new. */
export const askSolutionHandler = defineRoute(askSolutionRoute, async ({ payload, user, body, locale, request }) => {
  const { plan, fromStore } = await recommend(payload, 'solutions', withLocale(body, locale), { user: user as never, signal: request.signal })
  return { plan, fromStore }
})

/** POST /api/mcp/assistant — MCP servers for a need. */
export const askAssistantHandler = defineRoute(askAssistantRoute, async ({ payload, user, body, locale, request }) => {
  const { plan, fromStore } = await recommend(payload, 'assistant', withLocale(body, locale), { user: user as never, signal: request.signal })
  return { plan, fromStore }
})

/** GET /api/solutions/history — my scenarios, newest first (read with my access). */
export const solutionHistoryHandler = defineRoute(solutionHistoryRoute, async ({ payload, user, query }) => ({ rows: await scenarioHistory(payload, user as never, 'solutions', query.limit) }))

/** GET /api/mcp/assistant/history — my questions to the assistant. */
export const assistantHistoryHandler = defineRoute(assistantHistoryRoute, async ({ payload, user, query }) => ({ rows: await scenarioHistory(payload, user as never, 'assistant', query.limit) }))
