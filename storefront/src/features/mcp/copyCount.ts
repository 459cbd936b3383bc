import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/** POST /api/mcp/copy: an install configuration of this server was copied (a signal of the MCP rankings). */
export const copyCountBody = z.object({
  server: z
    .string({ error: 'server is required' })
    .min(1, { error: 'server is required' })
    .max(200, { error: 'server must be at most 200 characters' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'server must be an MCP server key' }),
})

export const copyCountRoute = {
  method: 'POST', path: '/api/mcp/copy', auth: 'none', body: copyCountBody,
  openapi: { summary: 'Count one copy of an MCP server’s install configuration (once per visitor, server and hour)', tags: ['site'], errors: { 404: 'No published MCP server has that key' } },
} satisfies RouteDeclaration

export const mcpRoutes = [copyCountRoute]
