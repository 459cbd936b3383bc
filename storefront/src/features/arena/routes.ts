import { arenaMessages, battleInput, voteInput } from '@aidir/cms/arena'
import type { RouteDeclaration } from '@/features/api/route'

/** The arena's operations (`/api/arena/…`); bodies are validated by the cms functions with the same schemas. */
const domainBody = { bodyCheckedByDomain: true, badJson: arenaMessages.promptNotText } as const
const notYours = { 404: `'${arenaMessages.notFound}': no such battle, or not yours` }

export const createBattleRoute = {
  method: 'POST', path: '/api/arena/battles', auth: 'required', body: battleInput, ...domainBody,
  outbound: { calls: 'two LLM platforms (when the answers are streamed)', limit: { per: 'user', max: 30, windowSeconds: 600 } },
  openapi: { summary: 'Start a blind battle: two anonymous models for one prompt', tags: ['arena'] },
} satisfies RouteDeclaration
export const answerRoute = {
  method: 'GET', path: '/api/arena/battles/{id}/answers/{side}', auth: 'required',
  outbound: { calls: 'an LLM platform', limit: { per: 'user', max: 80, windowSeconds: 600 } },
  openapi: { summary: "One side's answer, streamed as NDJSON events (chunk, done, failed)", tags: ['arena'], produces: 'application/x-ndjson', errors: notYours },
} satisfies RouteDeclaration
export const voteRoute = {
  method: 'POST', path: '/api/arena/battles/{id}/vote', auth: 'required', body: voteInput, ...domainBody, badJson: arenaMessages.badOutcome,
  openapi: {
    summary: 'Vote once on a battle whose answers are complete; reveals the models',
    tags: ['arena'],
    errors: { ...notYours, 409: `'${arenaMessages.notFinished}' or '${arenaMessages.answerFailed}'`, 429: `'${arenaMessages.userCap}' or '${arenaMessages.addressCap}'` },
  },
} satisfies RouteDeclaration

export const arenaRoutes = [createBattleRoute, answerRoute, voteRoute]
