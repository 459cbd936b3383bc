import { sql } from '@payloadcms/db-postgres/drizzle'
import { fromDrizzle, type PgBoss, type SendOptions } from 'pg-boss'
import type { PayloadRequest } from 'payload'
import type { Queryable } from '../db/pool'
import { transactionSqlOf } from '../db/transaction'
import { createBoss } from './boss'
import { type JobData, type JobName, parseJobData } from './contract'

let producer: Promise<PgBoss> | undefined

/** One producer per process, started on first use. */
export function getProducer(connectionString = process.env.DATABASE_URL): Promise<PgBoss> {
  if (!connectionString) throw new Error('DATABASE_URL is not set')
  producer ??= createBoss(connectionString, 'producer')
    .start()
    .catch((err) => {
      producer = undefined
      throw err
    })
  return producer
}

export async function stopProducer(): Promise<void> {
  const p = producer
  producer = undefined
  if (p) await (await p).stop({ graceful: false }).catch(() => undefined)
}

/**
 * Sends a job. Given the request of a Payload operation that runs in a transaction, the job is
 * inserted in that same transaction, so the worker only sees it after commit and never reads the
 * data it is about before it exists (Payload hooks run inside the still-open transaction).
 * `client`, a connection in a plain-SQL transaction (`inTransaction`), does the same for code that
 * writes with SQL.
 */
export async function enqueue<N extends JobName>(
  name: N,
  data: JobData<N>,
  options: SendOptions & { req?: PayloadRequest; client?: Queryable } = {},
): Promise<string | null> {
  const { req, client, ...sendOptions } = options
  const payload = parseJobData(name, data) as object
  const boss = await getProducer()
  if (client) return boss.send(name, payload, { ...sendOptions, db: { executeSql: (text, values) => client.query(text, values) } })
  const tx = req ? await transactionSqlOf(req) : undefined
  return boss.send(name, payload, tx ? { ...sendOptions, db: fromDrizzle(tx, sql as never) } : sendOptions)
}

/**
 * Sends many jobs of one queue in one statement on `db`, a connection in an open transaction: the
 * jobs exist when that transaction commits, and not at all when it rolls back (a bulk writer's
 * follow-ups, e.g. the search index of a page of stored records).
 */
export async function enqueueMany<N extends JobName>(name: N, data: JobData<N>[], options: { db: Queryable }): Promise<void> {
  if (data.length === 0) return
  const jobs = data.map((d) => ({ data: parseJobData(name, d) as object }))
  const boss = await getProducer()
  await boss.insert(name, jobs, { db: { executeSql: (text: string, values?: unknown[]) => options.db.query(text, values) } })
}
