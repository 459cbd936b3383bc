import type { Payload } from 'payload'

/** The adapter's pg pool, for the single-statement reads and writes that must be atomic. */
export type Queryable = { query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[]; rowCount: number | null }> }

export function poolOf(payload: Payload): Queryable {
  return (payload.db as unknown as { pool: Queryable }).pool
}
