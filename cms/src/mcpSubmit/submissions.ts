import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { sql, withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import type { McpSubmission } from '../payload-types'
import { McpSubmitRefused, mcpSubmitMessages as m } from './messages'
import { challengeDomain, checkOwnership, type ProofSetup } from './ownershipProof'
import { SERVER_SCHEMA_URL, serverJsonProblems } from './serverJsonCheck'
import { submissionInput } from './submissionInput'
import { submissionView, type SubmissionView } from './submissionView'
import type { ProofMethod } from './states'

type Who = { id: number }
type Locale = 'en' | 'zh' | 'zh-TW' | 'ja'

/** Submissions a user may start in a day: enough for a maintainer's servers, not for a flood. */
export const SUBMISSIONS_PER_DAY = 10

type ServerJson = { name: string; description: string; version: string; packages?: { registryType?: string; identifier?: string }[] } & Record<string, unknown>

function hostSource(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '')
  return host === 'github.com' ? 'github' : host === 'gitlab.com' ? 'gitlab' : host
}

/** The server.json the submission is about: pasted, or written from the repository form; checked against the official schema. */
export function serverJsonOf(input: ReturnType<typeof submissionInput.parse>): ServerJson {
  let document: unknown
  if (input.source === 'server-json') {
    try {
      document = JSON.parse(input.serverJson)
    } catch {
      throw new McpSubmitRefused(400, m.badJson, { field: 'serverJson' })
    }
    if (!document || typeof document !== 'object' || Array.isArray(document)) throw new McpSubmitRefused(400, m.badJson, { field: 'serverJson' })
  } else {
    document = { $schema: SERVER_SCHEMA_URL, name: input.name, description: input.description, version: input.version, repository: { url: input.repositoryUrl, source: hostSource(input.repositoryUrl) } }
  }
  const problems = serverJsonProblems(document)
  if (problems.length) throw new McpSubmitRefused(400, m.schema, { field: input.source === 'server-json' ? 'serverJson' : 'name', problems })
  return document as ServerJson
}

/**
 * What carries the proof. A package must be one the server.json lists (when it lists any of that
 * kind): the record we publish tells people to install what was proved, not another package.
 */
function proofTargetOf(method: ProofMethod, packageName: string | undefined, document: ServerJson): string {
  if (method === 'http') return challengeDomain(document.name)
  const listed = (document.packages ?? []).filter((p) => p.registryType === method && p.identifier).map((p) => p.identifier!)
  const target = packageName ?? listed[0]
  if (!target || (listed.length > 0 && !listed.includes(target))) throw new McpSubmitRefused(400, m.badPackage, { field: 'packageName' })
  return target
}

/**
 * A signed-in user submits a server: the input and the server.json are checked, then the
 * submission waits for its proof. Refused when the name is listed already, when the user has an
 * open submission of the same name, or past the day's limit. Written as the service (customers
 * write no collection through the CMS APIs; this function applies the rules).
 */
export async function createMcpSubmission(payload: Payload, user: Who, body: unknown, locale: Locale, setup: ProofSetup): Promise<SubmissionView> {
  const input = submissionInput.parse(body)
  const document = serverJsonOf(input)
  const target = proofTargetOf(input.method, input.packageName, document)
  const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString()
  const [listed, open, today] = await Promise.all([
    payload.count({ collection: 'mcp-servers', where: { name: { equals: document.name } }, overrideAccess: true }),
    payload.find({ collection: 'mcp-submissions', where: { owner: { equals: user.id }, name: { equals: document.name }, status: { in: ['awaiting_proof', 'in_review'] } }, limit: 1, depth: 0, overrideAccess: true }),
    payload.count({ collection: 'mcp-submissions', where: { owner: { equals: user.id }, createdAt: { greater_than: dayAgo } }, overrideAccess: true }),
  ])
  if (listed.totalDocs > 0) throw new McpSubmitRefused(409, m.listed, { field: input.source === 'server-json' ? 'serverJson' : 'name' })
  if (open.docs[0]) throw new McpSubmitRefused(409, m.duplicate, { submission: open.docs[0].id })
  if (today.totalDocs >= SUBMISSIONS_PER_DAY) throw new McpSubmitRefused(429, m.limit)
  const created = await payload.create({
    collection: 'mcp-submissions',
    data: {
      owner: user.id,
      status: 'awaiting_proof',
      name: document.name,
      source: input.source,
      serverJson: document,
      proofMethod: input.method,
      proofTarget: target,
      challengeToken: `mcp-challenge-${randomBytes(18).toString('base64url')}`,
      locale,
    },
    depth: 0,
    overrideAccess: true,
  })
  return submissionView(created, setup)
}

async function ownSubmission(payload: Payload, user: Who, id: number): Promise<McpSubmission> {
  // Read as the user: another user's submission is "no such submission".
  const doc = await payload.findByID({ collection: 'mcp-submissions', id, depth: 1, user: { ...user, collection: 'users' } as never, overrideAccess: false, disableErrors: true })
  if (!doc) throw new McpSubmitRefused(404, m.notFound)
  return doc
}

/**
 * "Verify": the proof is read now. Proved: the submission goes to support's review (and support is
 * told), under the row's lock so two presses make one review. A submission proved or decided
 * already is answered as it is (pressing again changes nothing). Not proved: the check's time and
 * what it found are kept, and the answer says why (422 with `reason`).
 */
export async function verifyMcpSubmission(payload: Payload, user: Who, id: number, setup: ProofSetup, signal?: AbortSignal): Promise<SubmissionView> {
  const doc = await ownSubmission(payload, user, id)
  if (doc.status === 'in_review' || doc.status === 'approved') return submissionView(doc, setup)
  if (doc.status === 'rejected') throw new McpSubmitRefused(409, m.rejected, { submission: submissionView(doc, setup) })
  const outcome = await checkOwnership({ method: doc.proofMethod as ProofMethod, serverName: doc.name, target: doc.proofTarget, token: doc.challengeToken }, setup, signal)
  const now = new Date().toISOString()
  if (!outcome.proved) {
    const updated = await payload.update({ collection: 'mcp-submissions', id, data: { checkedAt: now, proofError: outcome.detail.slice(0, 500) }, depth: 1, overrideAccess: true })
    throw new McpSubmitRefused(422, outcome.message, { reason: outcome.reason, submission: submissionView(updated, setup) })
  }
  await withTransaction(payload, {}, async (tx) => {
    const { rows } = await tx.sql.execute<{ status: string }>(sql`SELECT status FROM mcp_submissions WHERE id = ${id} FOR UPDATE`)
    if (rows[0]?.status !== 'awaiting_proof') return
    await payload.update({ collection: 'mcp-submissions', id, data: { status: 'in_review', provedAt: now, checkedAt: now, proofError: outcome.detail.slice(0, 500) }, depth: 0, req: tx.req, overrideAccess: true })
    await enqueue('support.notify', { kind: 'mcp-submission', id }, { req: tx.req })
  })
  return submissionView(await ownSubmission(payload, user, id), setup)
}

/** One submission of the user's (404 for anyone else's). */
export async function readMcpSubmission(payload: Payload, user: Who, id: number, setup: ProofSetup): Promise<SubmissionView> {
  return submissionView(await ownSubmission(payload, user, id), setup)
}

/** My MCP: the user's submissions, newest first, read as the user. */
export async function listMcpSubmissions(payload: Payload, user: Who, setup: ProofSetup): Promise<SubmissionView[]> {
  const found = await payload.find({ collection: 'mcp-submissions', where: { owner: { equals: user.id } }, sort: '-createdAt', limit: 50, depth: 1, user: { ...user, collection: 'users' } as never, overrideAccess: false })
  return found.docs.map((doc) => submissionView(doc, setup))
}
