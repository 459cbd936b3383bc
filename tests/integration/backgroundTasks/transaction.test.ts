import { poolOf, stopProducer } from '@aidir/cms'
import { sql, transactionSqlOf, withTransaction } from '../../../cms/src/db/transaction'
import { enqueue } from '@aidir/cms/jobs'
import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { payload, unique } from '../helpers'

/**
 * The one transaction helper (cms/src/db/transaction.ts) and the one place that reads Payload's
 * adapter internals for it: the Local API (through `req`), raw SQL (through `sql`) and pg-boss
 * (enqueue with `req`) land in the same transaction, commit together and roll back together.
 * If Payload stops keeping the transaction's handle where the helper looks, these fail.
 */
const outside = async (email: string) => Number((await poolOf(payload).query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).rows[0].n)
const newUser = (email: string) => ({ email, password: 'correct horse battery staple', role: 'customer' as const, _verified: true })
const jobsFor = async (id: number) => Number((await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'support.notify' AND (data->>'id')::int = $1`, [id])).rows[0].n)

describe('one transaction for the Local API, raw SQL and jobs', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('gives raw SQL the same uncommitted transaction the Local API writes in, and commits both', async () => {
    const email = `${unique('tx')}@example.com`
    await withTransaction(payload, {}, async ({ req, sql: tx }) => {
      const user = await payload.create({ collection: 'users', data: newUser(email), req, overrideAccess: true, disableVerificationEmail: true })
      // Seen by the transaction's own handle, not yet by anyone else.
      const seen = await tx.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)
      expect(seen.rows.map((r) => Number(r.id))).toEqual([user.id])
      expect(await outside(email)).toBe(0)
      await tx.execute(sql`UPDATE users SET name = ${'written by raw SQL'} WHERE id = ${user.id}`)
    })
    expect(await outside(email)).toBe(1)
    const [stored] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs
    expect(stored?.name).toBe('written by raw SQL')
  })

  it('rolls back the Local API write, the raw SQL and the job when fn throws', async () => {
    const email = `${unique('tx')}@example.com`
    let id = 0
    await expect(
      withTransaction(payload, {}, async ({ req, sql: tx }) => {
        const user = await payload.create({ collection: 'users', data: newUser(email), req, overrideAccess: true, disableVerificationEmail: true })
        await tx.execute(sql`UPDATE users SET name = 'x' WHERE id = ${user.id}`)
        id = user.id as number
        await enqueue('support.notify', { kind: 'geo-lead', id }, { req })
        // The job is in the transaction: visible to it before the throw.
        expect((await tx.execute(sql`SELECT 1 FROM pgboss.job WHERE name = 'support.notify' AND (data->>'id')::int = ${id}`)).rows).toHaveLength(1)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await outside(email)).toBe(0)
    expect(id).toBeGreaterThan(0)
    expect(await jobsFor(id)).toBe(0)
  })

  it('joins a transaction the request already has and leaves the commit to its owner', async () => {
    const email = `${unique('tx')}@example.com`
    await expect(
      withTransaction(payload, {}, async (outer) => {
        await withTransaction(payload, { req: outer.req }, async ({ req, sql: tx }) => {
          expect(req).toBe(outer.req)
          await payload.create({ collection: 'users', data: newUser(email), req, overrideAccess: true, disableVerificationEmail: true })
          expect((await tx.execute(sql`SELECT 1 FROM users WHERE email = ${email}`)).rows).toHaveLength(1)
        })
        // The inner call returned without committing: still invisible outside.
        expect(await outside(email)).toBe(0)
        throw new Error('outer fails')
      }),
    ).rejects.toThrow('outer fails')
    expect(await outside(email)).toBe(0)
  })

  it('finds the handle of a transaction Payload opened, and none without one', async () => {
    const plain = await createLocalReq({}, payload)
    expect(await transactionSqlOf(plain)).toBeUndefined()
    await withTransaction(payload, {}, async ({ req, sql: tx }) => {
      expect(await transactionSqlOf(req)).toBe(tx)
      // The handle is the transaction's own connection: the same backend as the Local API's writes.
      const [a] = (await tx.execute<{ txid: string }>(sql`SELECT txid_current()::text AS txid`)).rows
      const [b] = (await tx.execute<{ txid: string }>(sql`SELECT txid_current()::text AS txid`)).rows
      expect(a!.txid).toBe(b!.txid)
    })
  })
})
