import type { Payload } from 'payload'

export type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: any[]; rowCount?: number | null }> }
export type Pool = Queryable & { connect: () => Promise<Queryable & { release: () => void }> }

/** The postgres adapter's pg pool: the traffic and ranking tables are plain SQL (see the migration). */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/** Runs fn in one transaction on one pooled connection. */
export async function inTransaction<T>(pool: Pool, fn: (client: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
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
