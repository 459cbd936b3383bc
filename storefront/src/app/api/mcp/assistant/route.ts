import { methodsNotAllowed } from '@/features/api/route'
/** POST: MCP servers recommended for a need (the selection assistant). */
export { askAssistantHandler as POST } from '@/features/recommend/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
