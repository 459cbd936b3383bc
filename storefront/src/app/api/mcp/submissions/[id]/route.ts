import { methodsNotAllowed } from '@/features/api/route'
import { readSubmissionHandler } from '@/features/mcpSubmit/handlers'

/** GET: one of my MCP server submissions. Login required; own submissions only. */
export const GET = readSubmissionHandler()

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
