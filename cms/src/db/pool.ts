import type { Payload } from 'payload'

/**
 * The Postgres adapter's pg pool: the one way this code base runs plain SQL — for statements that
 * must be single and atomic (redeeming a ticket once, counting a rate-limit hit), for tables that
 * are not collections (rankings, traffic, search documents) and for reads too hot for the Local API.
 */
export type QueryResult<R> = { rows: R[]; rowCount: number | null }

/** A statement with a `name` is parsed and planned once per connection (a pg prepared statement). */
export type Statement = { name?: string; text: string; values?: unknown[] }

export type Queryable = {
  query<R = any>(text: string, values?: unknown[]): Promise<QueryResult<R>>
  query<R = any>(statement: Statement): Promise<QueryResult<R>>
}

export type Pool = Queryable & { connect(): Promise<Queryable & { release(): void }> }

export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * Runs fn in one transaction on one pooled connection. `first`, a statement without parameters (a
 * lock), goes in the same round trip as BEGIN: a simple query of two statements, each with its own
 * snapshot, so what fn reads afterwards is read after the lock was granted.
 */
export async function inTransaction<T>(pool: Pool, fn: (client: Queryable) => Promise<T>, options: { first?: string } = {}): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(options.first ? `BEGIN; ${options.first}` : 'BEGIN')
    const result = await fn(client)
    await client.query('COMMIT')
    return result
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}
