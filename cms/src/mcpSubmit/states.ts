/**
 * Where an MCP server submission stands: waiting for its owner to publish the proof, proved and
 * waiting for support, then approved (a published catalogue record owned by the submitter) or
 * rejected with a reason.
 */
export const mcpSubmissionStatuses = ['awaiting_proof', 'in_review', 'approved', 'rejected'] as const
export type McpSubmissionStatus = (typeof mcpSubmissionStatuses)[number]

/** How the submitter proves the server is theirs, as the official MCP Registry accepts it. */
export const proofMethods = ['npm', 'pypi', 'http'] as const
export type ProofMethod = (typeof proofMethods)[number]

/** Where the server.json came from: pasted whole, or written from the repository form. */
export const submissionSources = ['server-json', 'repository'] as const
