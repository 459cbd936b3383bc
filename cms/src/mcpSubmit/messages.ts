/**
 * What the submission answers, in English; the storefront shows each in the reader's language
 * (storefront mcpSubmit namespace, `errors.*`, keyed by these texts in features/mcpSubmit/messageKeys.ts).
 */
export const mcpSubmitMessages = {
  badSource: 'Enter a repository URL or paste a server.json',
  badRepository: 'Enter the https address of the server’s repository',
  badJson: 'The server.json is not valid JSON',
  schema: 'The server.json does not match the official schema',
  badName: 'Enter the name in reverse-DNS form, e.g. io.github.owner/server',
  badDescription: 'Enter a description of at most 100 characters',
  badVersion: 'Enter the version, e.g. 1.0.0',
  badMethod: 'Choose how to prove that the server is yours',
  badPackage: 'Enter the name of the package that carries the proof',
  listed: 'A server with this name is already listed',
  duplicate: 'You have already submitted this server',
  limit: 'Submission limit reached',
  notFound: 'No such submission',
  rejected: 'This submission was rejected',
  mismatchNpm: 'The package’s latest version does not name this server in mcpName',
  mismatchPypi: 'The package’s description does not contain the mcp-name marker',
  mismatchHttp: 'The challenge file does not contain the token',
  proofNotFound: 'The package or the challenge file was not found',
  proofUnreachable: 'The registry or the site could not be reached, please try again later',
  proofBlocked: 'This address cannot be reached from our servers',
  proofTimeout: 'The check got no answer in time, please try again',
  staffOnly: 'Only support staff can review submissions',
  reasonRequired: 'Please give the reason for the rejection',
  alreadyRejected: 'This submission was rejected: it can no longer be approved',
  alreadyApproved: 'This submission was approved: it can no longer be rejected',
  notInReview: 'This submission is not waiting for review',
} as const

export type McpSubmitMessage = (typeof mcpSubmitMessages)[keyof typeof mcpSubmitMessages]

/** A submission refused: the HTTP status, the message and what the page needs (`field`, `reason`). */
export class McpSubmitRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 429,
    message: McpSubmitMessage,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'McpSubmitRefused'
  }
}
