import { submissionInput } from '@aidir/cms/mcpSubmit'
import type { LocalizedMessages, RouteDeclaration } from '@/features/api/route'
import { messageKey } from './messageKeys'

/**
 * MCP server submission (`/api/mcp/submissions…`): submit a server.json (or the repository form),
 * read it back with the exact proof to publish, verify the proof, list my submissions. Refusals
 * speak the caller's language (namespace `mcpSubmit`).
 */
export const mcpSubmitMessages: LocalizedMessages = { namespace: 'mcpSubmit', loginFirst: 'errors.loginFirst', invalid: (issues) => messageKey(issues[0]?.message), tooMany: 'errors.tooMany' }

const submissionData = { type: 'object', description: 'The submission: status, proof method and target, the exact marker to publish, the challenge URL (HTTP)' }

export const createSubmissionRoute = {
  method: 'POST', path: '/api/mcp/submissions', auth: 'required', body: submissionInput, localized: mcpSubmitMessages,
  openapi: {
    summary: 'Submit an MCP server (server.json or repository form) and get the ownership proof to publish', tags: ['mcp'], data: submissionData,
    errors: { 409: 'A server with this name is already listed, or already submitted by you', 429: "'Submission limit reached'" },
  },
} satisfies RouteDeclaration

export const listSubmissionsRoute = {
  method: 'GET', path: '/api/mcp/submissions', auth: 'required', localized: mcpSubmitMessages,
  openapi: { summary: 'My MCP server submissions and where each stands', tags: ['mcp'], data: { type: 'object', properties: { list: { type: 'array', items: submissionData } } } },
} satisfies RouteDeclaration

export const readSubmissionRoute = {
  method: 'GET', path: '/api/mcp/submissions/{id}', auth: 'required', localized: mcpSubmitMessages,
  openapi: { summary: 'One of my MCP server submissions', tags: ['mcp'], data: submissionData, errors: { 404: 'No such submission (or another user’s)' } },
} satisfies RouteDeclaration

export const verifySubmissionRoute = {
  method: 'POST', path: '/api/mcp/submissions/{id}/verify', auth: 'required', localized: mcpSubmitMessages,
  outbound: { calls: 'the npm registry, PyPI’s JSON API or the submitter’s domain (SSRF-safe fetch)', limit: { per: 'user', max: 30, windowSeconds: 3600 } },
  openapi: {
    summary: 'Check the ownership proof now; proved submissions go to support’s review', tags: ['mcp'], data: submissionData,
    errors: { 404: 'No such submission', 409: 'The submission was rejected', 422: 'Not proved: `data.reason` (mismatch, not_found, unreachable, blocked, timeout) and the submission' },
  },
} satisfies RouteDeclaration

export const mcpSubmitRoutes = [createSubmissionRoute, listSubmissionsRoute, readSubmissionRoute, verifySubmissionRoute]
