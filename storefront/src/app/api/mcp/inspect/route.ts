import { methodsNotAllowed } from '@/features/api/route'
import { inspectHandler } from '@/features/mcpPlayground/handlers'

/** POST { url, transport, headers }: what a remote MCP server offers. Login required. */
export const POST = inspectHandler()

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
