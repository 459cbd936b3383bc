import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { transactionSqlOf } from '../../../db/transaction'
import { nextInvoiceNumber } from '../../../invoices/invoiceNumber'
import { issueSnapshot } from '../../../invoices/issueSnapshot'
import { sellerDetails } from '../../../invoices/sellerDetails'
import { isLocale } from '../../../locales'

const idOf = (value: unknown): number | undefined => (typeof value === 'object' && value !== null ? (value as { id?: number }).id : (value as number | undefined))

export const invoiceDecisionMessages = {
  final: 'An issued or rejected invoice cannot be changed',
  reason: 'Please enter the reason for rejecting this invoice',
  seller: 'Fill in the seller’s name and tax number in Invoice settings before issuing',
} as const

/**
 * Support's decision on a requested invoice, made by changing its status in the admin:
 * - issued: the yearly number (gapless, same transaction), the date, who, and the frozen copy;
 * - rejected: only with a reason;
 * - an invoice already issued or rejected is final: any further change is refused.
 * Whatever arrives, the owner, the order and the language stay as the request set them, and the
 * decision fields are ours, not the editor's. The mail job marks `mailedAt` (context
 * `invoiceMailed`) and changes nothing else.
 */
export const decideInvoice: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') return { ...data, status: 'requested', number: null, decidedAt: null, decidedBy: null, mailedAt: null, issued: {} }
  if (req.context.invoiceMailed) return { ...originalDoc, mailedAt: data.mailedAt }
  if (!originalDoc || originalDoc.status !== 'requested') throw new APIError(invoiceDecisionMessages.final, 400, null, true)
  const kept = {
    owner: idOf(originalDoc.owner),
    order: idOf(originalDoc.order),
    locale: originalDoc.locale,
    number: null,
    decidedAt: null,
    decidedBy: null,
    mailedAt: null,
    issued: {},
  }
  const to = data.status ?? originalDoc.status
  if (to === 'requested') return { ...data, ...kept }
  const decided = { decidedAt: new Date().toISOString(), decidedBy: req.user?.id ?? null }
  if (to === 'rejected') {
    const reason = typeof data.rejectionReason === 'string' ? data.rejectionReason.trim() : ''
    if (!reason) throw new APIError(invoiceDecisionMessages.reason, 400, null, true)
    return { ...data, ...kept, ...decided, rejectionReason: reason }
  }
  const locale = isLocale(originalDoc.locale) ? originalDoc.locale : 'en'
  const seller = await sellerDetails(req.payload, locale, req)
  if (!seller) throw new APIError(invoiceDecisionMessages.seller, 400, null, true)
  const tx = await transactionSqlOf(req)
  if (!tx) throw new Error('Issuing an invoice needs the update’s transaction')
  const buyer = { companyName: data.companyName ?? originalDoc.companyName, taxNumber: data.taxNumber ?? originalDoc.taxNumber, address: data.address ?? originalDoc.address, email: data.email ?? originalDoc.email }
  return {
    ...data,
    ...kept,
    ...decided,
    ...buyer,
    status: 'issued',
    rejectionReason: null,
    number: await nextInvoiceNumber(tx, new Date()),
    issued: await issueSnapshot(req.payload, req, kept.order!, locale, seller, buyer),
  }
}
