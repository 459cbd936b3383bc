import { methodsNotAllowed } from '@/features/api/route'
import { verifySubmissionHandler } from '@/features/mcpSubmit/handlers'

/** POST: check the ownership proof of one of my MCP server submissions. Login required. */
export const POST = verifySubmissionHandler()

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
