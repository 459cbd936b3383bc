import { sendSubmissionMail } from '@aidir/cms/mcpSubmit'
import type { Handler } from '../types'

/** The decision mail to an MCP server's submitter; at most once however often it runs (cms/src/mcpSubmit/submissionMail.ts). */
export const mailSubmission: Handler<'mcp.submissionMail'> = async ({ submissionId, mail }, { payload }) => ({ outcome: await sendSubmissionMail(payload, submissionId, mail) })
