import { callInput, mcpInspectMessages, targetInput } from '@aidir/cms/mcpInspect'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * The playground's proxy (`/api/mcp/…`): the server connects to a remote MCP server for a signed-in
 * user, through the SSRF-safe fetch, and answers what it said with the JSON-RPC log. Limited per
 * user and per target host in the handler, in one query.
 */
const refusals = {
  400: "'This address cannot be reached from the playground' or an input message",
  404: "'The server has no such tool'",
  422: "'The MCP server could not be reached' and the other faults of the remote server",
}
// Counted by the handler, with the per-target limit, in one query.
const outbound = { calls: 'a remote MCP server (SSRF-safe streaming fetch)', limit: { per: 'user', max: 30, windowSeconds: 60 }, countedWithHandler: true } as const

export const inspectRoute = {
  method: 'POST', path: '/api/mcp/inspect', auth: 'required', body: targetInput, badJson: mcpInspectMessages.badUrl, outbound,
  openapi: { summary: 'Connect to a remote MCP server and list its tools, resources and prompts', tags: ['mcp'], errors: refusals },
} satisfies RouteDeclaration
export const callRoute = {
  method: 'POST', path: '/api/mcp/call', auth: 'required', body: callInput, badJson: mcpInspectMessages.badArguments, outbound,
  openapi: { summary: 'Call a tool of a remote MCP server with arguments checked against its inputSchema', tags: ['mcp'], errors: refusals },
} satisfies RouteDeclaration

export const mcpPlaygroundRoutes = [inspectRoute, callRoute]
