import type { McpSubmission } from '../payload-types'
import { challengeUrl, proofMarker, type ProofSetup } from './ownershipProof'
import type { McpSubmissionStatus, ProofMethod } from './states'

/** What the submitter sees of a submission: its state and exactly what to publish where. */
export type SubmissionView = {
  id: number
  name: string
  title: string | null
  status: McpSubmissionStatus
  method: ProofMethod
  /** The package (npm, PyPI) or the domain (HTTP) that carries the proof. */
  target: string
  /** The exact text to publish: the package.json field, the README marker or the file's content. */
  marker: string
  /** HTTP: the address the file must be served at. */
  challengeUrl: string | null
  provedAt: string | null
  checkedAt: string | null
  rejectionReason: string | null
  /** The catalogue record's key once approved. */
  serverKey: string | null
  createdAt: string
}

const keyOf = (value: unknown): string | null => (value && typeof value === 'object' && 'key' in value ? String((value as { key: unknown }).key) : null)

export function submissionView(doc: McpSubmission, setup: Pick<ProofSetup, 'policy' | 'challengePort'>): SubmissionView {
  const method = doc.proofMethod as ProofMethod
  const json = (doc.serverJson ?? {}) as { title?: unknown }
  return {
    id: doc.id,
    name: doc.name,
    title: typeof json.title === 'string' ? json.title : null,
    status: doc.status as McpSubmissionStatus,
    method,
    target: doc.proofTarget,
    marker: proofMarker(method, doc.name, doc.challengeToken),
    challengeUrl: method === 'http' ? challengeUrl(doc.name, doc.challengeToken, setup) : null,
    provedAt: doc.provedAt ?? null,
    checkedAt: doc.checkedAt ?? null,
    rejectionReason: doc.status === 'rejected' ? (doc.rejectionReason ?? null) : null,
    serverKey: keyOf(doc.mcpServer),
    createdAt: doc.createdAt,
  }
}
