import { needInput, scenarioInput } from '@aidir/cms/recommend'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'
import { recommendApiMessages } from './messages'

/**
 * The scenario planner's and the MCP assistant's operations. Anyone may ask (signed in, the ask
 * goes into their history); a new answer may call the configured LLM platform, so asks are
 * limited per client address. Bodies are validated by the cms function with the same schemas.
 */
const domainBody = { bodyCheckedByDomain: true, badJson: recommendApiMessages.validationFailed } as const
const askLimit = { per: 'address', max: 30, windowSeconds: 600 } as const
export const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) })

export const askSolutionRoute = {
  method: 'POST', path: '/api/solutions', auth: 'optional', body: scenarioInput.omit({ locale: true }), ...domainBody,
  outbound: { calls: 'the LLM platform that ranks and explains (RECOMMEND_LLM_PLATFORM), for a new scenario', limit: askLimit },
  openapi: { summary: 'A plan for a scenario: its steps, and for each the recommended products with reason, price type and link (stored under a cacheId)', tags: ['recommend'] },
} satisfies RouteDeclaration
export const solutionHistoryRoute = { method: 'GET', path: '/api/solutions/history', auth: 'required', query: historyQuery, openapi: { summary: 'My past scenarios', tags: ['recommend'] } } satisfies RouteDeclaration
export const askAssistantRoute = {
  method: 'POST', path: '/api/mcp/assistant', auth: 'optional', body: needInput.omit({ locale: true }), ...domainBody,
  outbound: { calls: 'the LLM platform that ranks and explains (RECOMMEND_LLM_PLATFORM), for a new need', limit: askLimit },
  openapi: { summary: 'MCP servers recommended for a need, each with a reason (stored under a cacheId)', tags: ['recommend'] },
} satisfies RouteDeclaration
export const assistantHistoryRoute = { method: 'GET', path: '/api/mcp/assistant/history', auth: 'required', query: historyQuery, openapi: { summary: 'My past questions to the MCP selection assistant', tags: ['recommend'] } } satisfies RouteDeclaration

export const recommendRoutes = [askSolutionRoute, solutionHistoryRoute, askAssistantRoute, assistantHistoryRoute]
