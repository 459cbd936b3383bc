import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

export { sql, type SQL }

/** The drizzle transaction behind a request's open Payload transaction: raw SQL on the same connection. */
export type TransactionSql = {
  /**
   * `name` makes it a prepared statement, parsed and planned once per connection, where the
   * connection is a plain pg one (`poolSql`); inside a Payload transaction it runs unnamed. Only for
   * statements whose text never changes.
   */
  execute<R = Record<string, unknown>>(query: SQL, options?: { name?: string }): Promise<{ rows: R[] }>
}

export type Transaction = {
  /** Pass to every Local API call (`req`) so it joins this transaction. */
  req: PayloadRequest
  /** Raw SQL in the same transaction (`tx.sql.execute(sql\`…\`)`): locks, counts, pg-boss inserts. */
  sql: TransactionSql
}

type Who = Omit<NonNullable<Parameters<typeof createLocalReq>[0]>, 'req'>

/**
 * Runs fn in one database transaction shared by the Local API (through `req`) and raw SQL (through
 * `sql`), on Payload's public initTransaction / commitTransaction / killTransaction. Given a request
 * that already has a transaction, fn joins it and the owner of that transaction commits; otherwise
 * a new request is made (as `user`, with `context`), committed when fn returns and rolled back when
 * it throws.
 */
export async function withTransaction<T>(payload: Payload, who: Who | { req: PayloadRequest }, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const req = 'req' in who ? who.req : await createLocalReq(who, payload)
  const owned = await initTransaction(req)
  try {
    const result = await fn({ req, sql: await requireTransactionSql(req) })
    if (owned) await commitTransaction(req)
    return result
  } catch (err) {
    if (owned) await killTransaction(req)
    throw err
  }
}

/**
 * The raw SQL handle of `req`'s open transaction, or undefined when it has none. The only place in
 * the code base that reads Payload's adapter internals: the postgres adapter keeps each open
 * transaction's drizzle handle in `payload.db.sessions[transactionID].db` (@payloadcms/drizzle
 * beginTransaction). tests/integration/transaction.test.ts fails if that ever changes.
 */
export async function transactionSqlOf(req: PayloadRequest): Promise<TransactionSql | undefined> {
  if (!req.transactionID) return undefined
  const id = await req.transactionID
  if (id === undefined || id === null) return undefined
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, { db?: TransactionSql }> }).sessions
  const handle = sessions?.[String(id)]?.db
  // A transaction id without a handle means the adapter changed: fail loudly rather than let a
  // write that belongs to the transaction silently run outside it.
  if (!handle || typeof handle.execute !== 'function') throw new Error('The database adapter no longer exposes its transaction handle (payload.db.sessions)')
  return handle
}

async function requireTransactionSql(req: PayloadRequest): Promise<TransactionSql> {
  const handle = await transactionSqlOf(req)
  if (!handle) throw new Error('The database adapter did not open a transaction')
  return handle
}
