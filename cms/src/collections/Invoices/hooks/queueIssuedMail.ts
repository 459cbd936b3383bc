import type { CollectionAfterChangeHook } from 'payload'
import { enqueue } from '../../../jobs/enqueue'

/**
 * The invoice-issued mail, queued in the issuing transaction (so it is sent only if the issue
 * commits) under a singleton key (so it is queued once); the job sends it once (see
 * invoices/invoiceMail.ts).
 */
export const queueIssuedMail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'issued' || previousDoc?.status === 'issued') return doc
  await enqueue('invoices.mailIssued', { id: doc.id as number }, { req, singletonKey: `invoice-issued:${doc.id}` })
  return doc
}
