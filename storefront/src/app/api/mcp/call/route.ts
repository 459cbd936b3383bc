import { methodsNotAllowed } from '@/features/api/route'
import { callHandler } from '@/features/mcpPlayground/handlers'

/** POST { url, transport, headers, tool, arguments }: call a tool of a remote MCP server. Login required. */
export const POST = callHandler()

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
