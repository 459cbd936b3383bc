import type { UIFieldServerProps } from 'payload'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { DecisionButtons } from './DecisionButtons'

/**
 * Support's review of an MCP server submission, at the top of its admin page: how ownership was
 * proved, then Approve / Reject with a reason (POST /api/mcp-submissions/{id}/decision), or the
 * decision already made. Shown to support and admins; texts translated here.
 */
export async function McpSubmissionDecisionField({ req, id }: UIFieldServerProps) {
  const role = (req?.user as { role?: string } | null | undefined)?.role
  if ((role !== 'support' && role !== 'admin') || id == null) return null
  const doc = await req.payload.findByID({ collection: 'mcp-submissions', id: Number(id), depth: 1, req, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  const language = req.i18n?.language
  const t = (english: string, vars: Record<string, string> = {}) => adminText(english, language, vars)
  const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)', padding: 'var(--base)', marginBottom: 'calc(var(--base) * 1.5)' } as const
  const server = doc.mcpServer && typeof doc.mcpServer === 'object' ? doc.mcpServer : null
  return (
    <section style={box} data-testid="mcp-submission-review">
      <h3 style={{ marginTop: 0 }}>{t(m.mcpReviewTitle)}</h3>
      {doc.status === 'awaiting_proof' && <p>{t(m.mcpAwaitingProof)}</p>}
      {doc.provedAt && <p>{t(m.mcpProved, { method: doc.proofMethod, target: doc.proofTarget, date: new Date(doc.provedAt).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' })}</p>}
      {doc.status === 'approved' && (
        <p data-testid="mcp-submission-approved">
          {t(m.mcpApproved, { key: server?.key ?? '' })} {server && <a href={`/admin/collections/mcp-servers/${server.id}`}>{t(m.mcpOpenServer)}</a>}
        </p>
      )}
      {doc.status === 'rejected' && <p data-testid="mcp-submission-rejected">{t(m.mcpRejected, { reason: doc.rejectionReason ?? '' })}</p>}
      {(doc.status === 'in_review' || doc.status === 'awaiting_proof') && (
        <DecisionButtons id={doc.id} canApprove={doc.status === 'in_review'} texts={{ approve: t(m.mcpApprove), reject: t(m.mcpReject), reason: t(m.mcpReason), requestError: t(m.requestError) }} />
      )}
    </section>
  )
}
