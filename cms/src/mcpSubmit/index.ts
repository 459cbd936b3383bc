/**
 * MCP server submission: the server.json checked against the official schema, ownership proved
 * as the official registry accepts it (npm mcpName, PyPI mcp-name marker, an HTTP challenge on the
 * name's domain), support's decision, the published record owned by the submitter, the mails.
 */
export { mcpSubmitMessages, McpSubmitRefused, type McpSubmitMessage } from './messages'
export { submissionInput, decisionInput, type SubmissionInput, type DecisionInput } from './submissionInput'
export { mcpSubmissionStatuses, proofMethods, type McpSubmissionStatus, type ProofMethod } from './states'
export { serverJsonProblems, SERVER_SCHEMA_URL, type SchemaProblem } from './serverJsonCheck'
export { challengeDomain, challengeUrl, checkOwnership, proofMarker, proofSetupFrom, CHALLENGE_PATH, type ProofOutcome, type ProofSetup } from './ownershipProof'
export { createMcpSubmission, listMcpSubmissions, readMcpSubmission, verifyMcpSubmission, SUBMISSIONS_PER_DAY } from './submissions'
export { submissionView, type SubmissionView } from './submissionView'
export { decideMcpSubmission, catalogueFieldsOf, type McpDecision } from './decide'
export { sendSubmissionMail, submissionMail, type SubmissionMailKind } from './submissionMail'
