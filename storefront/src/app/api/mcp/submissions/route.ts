import { methodsNotAllowed } from '@/features/api/route'
import { createSubmissionHandler, listSubmissionsHandler } from '@/features/mcpSubmit/handlers'

/** POST: submit an MCP server. GET: my submissions. Login required. */
export const POST = createSubmissionHandler()
export const GET = listSubmissionsHandler()

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
