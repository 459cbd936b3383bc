import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { factReportInput } from './factReportInput'

type User = { id: number | string; [key: string]: unknown }

/**
 * Stores a report of a wrong fact and queues the support notification in the same transaction, so
 * support hears of every report that exists and only of those. Visitors may report without an
 * account; a signed-in reporter is recorded and may read their reports back. Written as the
 * service after the form's checks (nobody creates reports through the CMS's APIs but staff).
 */
export async function submitFactReport(payload: Payload, user: User | null, input: unknown) {
  const data = factReportInput.parse(input)
  const who = user ? { user: { ...user, collection: 'users' } as never } : {}
  return withTransaction(payload, who, async ({ req }) => {
    const report = await payload.create({
      collection: 'fact-reports',
      data: { ...data, reporter: user ? Number(user.id) : null, status: 'new' },
      req,
      overrideAccess: true,
    })
    await enqueue('support.notify', { kind: 'fact-report', id: report.id as number }, { req })
    return report
  })
}
