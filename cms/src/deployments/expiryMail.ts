import type { Payload } from 'payload'
import { composeMail } from '../email/compose'
import { mailLocale, mailT } from '../email/mailTexts'
import { mailLang, siteLink } from '../orders/orderMails'

/**
 * The mail before an instance expires (claimed once by the sweep, which stamps `expiryMailedAt` in
 * the transaction that queues this job). A failed send is retried by the job; a deployment that
 * ended meanwhile gets none. System action: the worker writes to the owner about their own app.
 */
export async function sendExpiryMail(payload: Payload, deploymentId: number): Promise<'sent' | 'not deployed' | 'no address'> {
  const deployment = await payload.findByID({ collection: 'deployments', id: deploymentId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!deployment || deployment.state !== 'deployed' || !deployment.expiresAt) return 'not deployed'
  const owner = typeof deployment.owner === 'object' ? deployment.owner : null
  if (!owner?.email) return 'no address'
  const locale = mailLocale(owner.preferredLocale, deployment.locale)
  const t = mailT(locale)
  const product = typeof deployment.product === 'object' ? deployment.product.name : ''
  const time = new Date(deployment.expiresAt).toISOString().slice(0, 16).replace('T', ' ')
  const vars = { brand: t('brand'), product, time }
  const mail = composeMail({
    subject: t('deployment.expiring.subject', vars),
    lang: mailLang(locale),
    parts: [t('deployment.expiring.intro', vars), ...(deployment.visitUrl ? [{ link: deployment.visitUrl }] : []), t('deployment.expiring.export'), { link: siteLink(locale, '/user?tab=apps') }],
  })
  await payload.sendEmail({ to: owner.email, subject: mail.subject, html: mail.html, text: mail.text })
  return 'sent'
}
