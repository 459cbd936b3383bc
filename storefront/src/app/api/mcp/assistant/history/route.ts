import { methodsNotAllowed } from '@/features/api/route'
/** GET: my past questions to the MCP assistant. Login required. */
export { assistantHistoryHandler as GET } from '@/features/recommend/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
