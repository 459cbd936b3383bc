import type { Payload } from 'payload'
import { sql, withTransaction } from '../db/transaction'
import { composeMail, type Mail } from '../email/compose'
import { mailLocale, mailT } from '../email/mailTexts'
import type { Locale } from '../locales'
import { mailLang, siteLink } from '../orders/orderMails'
import type { McpSubmission, User } from '../payload-types'

export type SubmissionMailKind = 'approved' | 'rejected'

/** The decision mail in the submitter's language (pure). */
export function submissionMail(kind: SubmissionMailKind, submission: Pick<McpSubmission, 'name' | 'rejectionReason'>, locale: Locale, serverKey: string | null): Mail {
  const t = mailT(locale)
  const vars = { brand: t('brand'), server: submission.name }
  const parts =
    kind === 'approved'
      ? [t('mcpSubmission.approvedIntro', vars), t('mcpSubmission.approvedLink'), { link: siteLink(locale, `/mcp/${encodeURIComponent(serverKey ?? '')}`) }, t('mcpSubmission.approvedOwner')]
      : [t('mcpSubmission.rejectedIntro', vars), t('mcpSubmission.rejectedReason', { reason: submission.rejectionReason ?? '' }), t('mcpSubmission.rejectedAgain'), { link: siteLink(locale, '/mcp/submit') }]
  return composeMail({ subject: t(kind === 'approved' ? 'mcpSubmission.subjectApproved' : 'mcpSubmission.subjectRejected', vars), lang: mailLang(locale), parts })
}

/**
 * Sends one decision mail to the submitter, at most once: the submission row is locked while the
 * mail is sent and the mail is recorded in `mailsSent` in the same transaction (a retry or a
 * duplicate job waits, then finds it; a failed send rolls back and is retried). System action.
 */
export async function sendSubmissionMail(payload: Payload, id: number, kind: SubmissionMailKind): Promise<'sent' | 'already sent' | 'no submission' | 'no address'> {
  return withTransaction(payload, {}, async (tx) => {
    const { rows } = await tx.sql.execute<{ id: number }>(sql`SELECT id FROM mcp_submissions WHERE id = ${id} FOR UPDATE`)
    if (!rows[0]) return 'no submission'
    const doc = await payload.findByID({ collection: 'mcp-submissions', id, depth: 1, req: tx.req, overrideAccess: true })
    const sent = Array.isArray(doc.mailsSent) ? (doc.mailsSent as string[]) : []
    if (sent.includes(kind)) return 'already sent'
    const owner = (typeof doc.owner === 'object' ? doc.owner : null) as User | null
    if (!owner?.email) return 'no address'
    const serverKey = doc.mcpServer && typeof doc.mcpServer === 'object' ? doc.mcpServer.key : null
    const mail = submissionMail(kind, doc, mailLocale(owner.preferredLocale, doc.locale), serverKey)
    await payload.sendEmail({ to: owner.email, subject: mail.subject, html: mail.html, text: mail.text })
    await payload.update({ collection: 'mcp-submissions', id, data: { mailsSent: [...sent, kind] }, depth: 0, req: tx.req, overrideAccess: true })
    return 'sent'
  })
}
