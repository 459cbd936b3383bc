import type { Payload } from 'payload'
import { isSupport } from '../access/roles'
import { sql, type Transaction, withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import type { McpServer, McpSubmission, User } from '../payload-types'
import { McpSubmitRefused, mcpSubmitMessages as m } from './messages'
import { decisionInput } from './submissionInput'

export type McpDecision = { status: 'approved'; serverId: number; serverKey: string; already: boolean } | { status: 'rejected'; already: boolean }

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

type Json = Record<string, unknown>
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)
const isHttpUrl = (value: unknown): value is string => {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}
const packageRegistries = new Set(['npm', 'pypi', 'oci', 'nuget', 'mcpb'])
const transports = new Set(['stdio', 'streamable-http', 'sse'])

/** io.github.owner/weather → io-github-owner-weather, the first free one. */
async function freeServerKey(tx: Transaction, name: string): Promise<string> {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '') || 'mcp-server'
  const { rows } = await tx.sql.execute<{ key: string }>(sql`SELECT key FROM mcp_servers WHERE key = ${base} OR key LIKE ${`${base}-%`}`)
  const taken = new Set(rows.map((r) => r.key))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** The catalogue fields a server.json fills: what the registry sync would show, in our shapes. */
export function catalogueFieldsOf(document: Json): Partial<McpServer> {
  const repository = (document.repository ?? {}) as Json
  const packages = Array.isArray(document.packages) ? (document.packages as Json[]) : []
  const remotes = Array.isArray(document.remotes) ? (document.remotes as Json[]) : []
  const name = String(document.name)
  return {
    name,
    title: text(document.title) ?? name.split('/')[1] ?? name,
    description: String(document.description ?? ''),
    version: text(document.version),
    websiteUrl: isHttpUrl(document.websiteUrl) ? document.websiteUrl : undefined,
    repository: isHttpUrl(repository.url) ? { url: repository.url, source: text(repository.source), subfolder: text(repository.subfolder) } : undefined,
    packages: packages
      .filter((p) => packageRegistries.has(String(p.registryType)) && text(p.identifier))
      .slice(0, 20)
      .map((p) => {
        const transport = String(((p.transport ?? {}) as Json).type ?? 'stdio')
        const env = Array.isArray(p.environmentVariables) ? (p.environmentVariables as Json[]) : []
        return {
          registryType: p.registryType as 'npm',
          identifier: String(p.identifier),
          version: text(p.version),
          transport: (transports.has(transport) ? transport : 'stdio') as 'stdio',
          environmentVariables: env.filter((e) => text(e.name)).slice(0, 50).map((e) => ({ name: String(e.name), description: text(e.description), isRequired: e.isRequired === true, isSecret: e.isSecret === true })),
          packageArguments: Array.isArray(p.packageArguments) ? p.packageArguments : undefined,
        }
      }),
    // A remote whose address is a template ({region}) cannot be probed or tried: kept in the server.json only.
    remotes: remotes.filter((r) => (r.type === 'streamable-http' || r.type === 'sse') && isHttpUrl(r.url) && !/[{}]/.test(String(r.url))).slice(0, 10).map((r) => ({ type: r.type as 'sse', url: String(r.url) })),
  }
}

async function lockSubmission(tx: Transaction, payload: Payload, id: number): Promise<McpSubmission | null> {
  const { rows } = await tx.sql.execute<{ id: number }>(sql`SELECT id FROM mcp_submissions WHERE id = ${id} FOR UPDATE`)
  if (!rows[0]) return null
  return payload.findByID({ collection: 'mcp-submissions', id, depth: 0, req: tx.req, overrideAccess: true })
}

/**
 * Support's decision on a proved submission, under the submission's row lock. Approve: the
 * server becomes a published catalogue record owned by the submitter (through the Local API with
 * the transaction's req, so the record's hooks queue the search index and the storefront's
 * revalidation in the same transaction), marked for an editor's check (category, translations);
 * approving again answers the same record. Reject: the reason is kept and shown to the submitter;
 * rejecting again changes nothing. The submitter gets a mail either way (mcp.submissionMail).
 * The role is checked here; records are written as the service (support is not a catalogue editor).
 */
export async function decideMcpSubmission(payload: Payload, id: number, body: unknown, by: User): Promise<McpDecision> {
  if (!isSupport(by)) throw new McpSubmitRefused(403, m.staffOnly)
  const decision = decisionInput.parse(body)
  return withTransaction(payload, {}, async (tx) => {
    const doc = await lockSubmission(tx, payload, id)
    if (!doc) throw new McpSubmitRefused(404, m.notFound)
    const now = new Date().toISOString()
    if (decision.decision === 'reject') {
      if (doc.status === 'rejected') return { status: 'rejected', already: true }
      if (doc.status === 'approved') throw new McpSubmitRefused(409, m.alreadyApproved)
      await payload.update({ collection: 'mcp-submissions', id, data: { status: 'rejected', rejectionReason: decision.reason, decidedBy: by.id, decidedAt: now }, depth: 0, req: tx.req, overrideAccess: true })
      await enqueue('mcp.submissionMail', { submissionId: id, mail: 'rejected' }, { req: tx.req, singletonKey: `mcp-submission-mail:${id}:rejected` })
      return { status: 'rejected', already: false }
    }
    if (doc.status === 'approved') {
      const serverId = idOf(doc.mcpServer)!
      const { rows } = await tx.sql.execute<{ key: string }>(sql`SELECT key FROM mcp_servers WHERE id = ${serverId}`)
      return { status: 'approved', serverId, serverKey: rows[0]?.key ?? '', already: true }
    }
    if (doc.status === 'rejected') throw new McpSubmitRefused(409, m.alreadyRejected)
    if (doc.status !== 'in_review') throw new McpSubmitRefused(409, m.notInReview)
    const { rows: listed } = await tx.sql.execute<{ id: number }>(sql`SELECT id FROM mcp_servers WHERE name = ${doc.name} LIMIT 1`)
    if (listed[0]) throw new McpSubmitRefused(409, m.listed)

    const key = await freeServerKey(tx, doc.name)
    const server = await payload.create({
      collection: 'mcp-servers',
      locale: 'en',
      data: {
        ...catalogueFieldsOf(doc.serverJson as Json),
        key,
        owner: idOf(doc.owner)!,
        official: false,
        editorialReview: { needsReview: true, note: `Listed from MCP submission ${doc.id} (ownership proved by ${doc.proofMethod}: ${doc.proofTarget}): choose a category, add tags and translations.` },
        status: 'published',
        _status: 'published',
      } as never,
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    })
    await payload.update({ collection: 'mcp-submissions', id, data: { status: 'approved', mcpServer: server.id, decidedBy: by.id, decidedAt: now }, depth: 0, req: tx.req, overrideAccess: true })
    await enqueue('mcp.submissionMail', { submissionId: id, mail: 'approved' }, { req: tx.req, singletonKey: `mcp-submission-mail:${id}:approved` })
    return { status: 'approved', serverId: server.id, serverKey: key, already: false }
  })
}
