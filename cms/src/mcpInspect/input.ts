import { z } from 'zod'

/**
 * What the playground sends the proxy. Messages are the ones SPEC-style refusals show; the
 * storefront translates them by key (mcpInspectMessages).
 */
export const mcpInspectMessages = {
  badUrl: 'Enter the https address of a remote MCP server',
  badHeaders: 'Headers must be names and values without line breaks (at most 10)',
  badTool: 'Choose a tool',
  badArguments: 'Arguments must be a JSON object',
} as const

// Set by the transport itself, or hop-by-hop: a user may not override them.
const reserved = new Set(['host', 'content-length', 'content-type', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'accept', 'accept-encoding', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id', 'cookie', 'proxy-authorization'])
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/

export const headersInput = z
  .array(z.object({ name: z.string().trim().regex(headerName, mcpInspectMessages.badHeaders), value: z.string().max(4096, mcpInspectMessages.badHeaders).regex(/^[^\r\n\0]*$/, mcpInspectMessages.badHeaders) }), { message: mcpInspectMessages.badHeaders })
  .max(10, mcpInspectMessages.badHeaders)
  .refine((list) => list.every((h) => !reserved.has(h.name.toLowerCase())), mcpInspectMessages.badHeaders)
  .default([])

export const targetInput = z.object({
  url: z.string({ message: mcpInspectMessages.badUrl }).trim().max(2048, mcpInspectMessages.badUrl).url(mcpInspectMessages.badUrl),
  transport: z.enum(['auto', 'streamable-http', 'sse']).default('auto'),
  headers: headersInput,
})

export const callInput = targetInput.extend({
  tool: z.string({ message: mcpInspectMessages.badTool }).min(1, mcpInspectMessages.badTool).max(256, mcpInspectMessages.badTool),
  arguments: z.record(z.string(), z.unknown(), { message: mcpInspectMessages.badArguments }).default({}),
})

export type TargetInput = z.infer<typeof targetInput>
export type CallInput = z.infer<typeof callInput>

export function headerRecord(list: TargetInput['headers']): Record<string, string> {
  return Object.fromEntries(list.map((h) => [h.name, h.value]))
}
