import { poolOf, stopProducer } from '@aidir/cms'
import { afterAll, beforeAll } from 'vitest'
import { payload, type SignedIn, signedInWithRole } from './helpers'

/**
 * What the tests of a lead endpoint share (market requests, fact reports…): a lead is stored with a
 * `support.notify` job in the same transaction, the worker's handler is run in the test, and
 * customers and support read it through the CMS's API.
 */

const quietLog = { info() {}, warn() {}, error() {}, debug() {} }

/** The context the worker gives a job handler, for running one inside a test. */
export const jobContext = { payload, log: quietLog as never, jobId: 'test', attempt: 1 }

/** How many `support.notify` jobs are queued for the record `id` of `kind` (as the job's payload names it). */
export async function notifyJobsFor(kind: string, id: number): Promise<number> {
  const { rows } = await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'support.notify' AND data->>'kind' = $1 AND (data->>'id')::int = $2`, [kind, id])
  return Number(rows[0].n)
}

export type LeadUsers = { alice: SignedIn; bob: SignedIn; support: SignedIn }

/**
 * Two customers and a support user, signed in before the file's tests (read their fields inside
 * the tests); the job producer the endpoint started is stopped after them.
 */
export function leadUsers(): LeadUsers {
  const users = {} as LeadUsers
  beforeAll(async () => {
    ;[users.alice, users.bob, users.support] = await Promise.all([signedInWithRole('customer'), signedInWithRole('customer'), signedInWithRole('support')])
  })
  afterAll(async () => {
    await stopProducer()
  })
  return users
}
