import type { Payload } from 'payload'
import { composeMail, type Mail } from '../email/compose'
import { mailT } from '../email/mailTexts'
import { env } from '../env'
import { isLocale, type Locale } from '../locales'
import type { Invoice } from '../payload-types'

const prefixOf: Record<Locale, string> = { en: 'en', zh: 'zh', 'zh-TW': 'tw', ja: 'ja' }
const lang = (locale: Locale) => (locale === 'zh-TW' ? 'zh-Hant' : locale === 'zh' ? 'zh-Hans' : locale)

/** The invoices tab of the user centre, where the PDF is downloaded (it needs the user's session). */
export const invoicesPageUrl = (locale: Locale, siteUrl = env().SITE_URL) => new URL(`/${prefixOf[locale]}/user?tab=invoices`, siteUrl).toString()

export function invoiceIssuedMail(invoice: Invoice, siteUrl = env().SITE_URL): Mail {
  const locale: Locale = isLocale(invoice.locale) ? invoice.locale : 'en'
  const t = mailT(locale)
  const values = { number: invoice.number ?? '', orderRef: invoice.issued?.orderRef ?? '', company: invoice.issued?.companyName ?? invoice.companyName }
  return composeMail({
    subject: t('invoiceIssued.subject', values),
    lang: lang(locale),
    parts: [t('invoiceIssued.intro', values), t('invoiceIssued.action'), { link: invoicesPageUrl(locale, siteUrl) }, t('invoiceIssued.help')],
  })
}

/**
 * Job `invoices.mailIssued`: the mail to the address on the invoice, in its language. Sent once:
 * queued once per invoice (singleton key, in the issuing transaction), skipped when `mailedAt` is
 * already set, and `mailedAt` is written right after sending (a worker killed between the two
 * would send it again on retry, which is the lesser fault than never sending it).
 * System reads and writes: the worker acts for the site, not for a user.
 */
export async function sendInvoiceIssuedMail(payload: Payload, id: number): Promise<'sent' | 'already' | 'not-issued'> {
  const invoice = (await payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true, disableErrors: true })) as Invoice | null
  if (!invoice || invoice.status !== 'issued') return 'not-issued'
  if (invoice.mailedAt) return 'already'
  const mail = invoiceIssuedMail(invoice)
  await payload.sendEmail({ to: invoice.issued?.email ?? invoice.email, subject: mail.subject, html: mail.html, text: mail.text })
  await payload.update({ collection: 'invoices', id, data: { mailedAt: new Date().toISOString() }, overrideAccess: true, context: { invoiceMailed: true } })
  return 'sent'
}
