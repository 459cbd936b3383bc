import type { Payload } from 'payload'

/**
 * The adapter's pg pool, for the few account writes that must be single atomic statements
 * (redeeming a ticket once, awarding points once, adding a session row) — a read-modify-write
 * through the Local API would race under concurrent requests.
 */
export type Queryable = { query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }> }

export const pool = (payload: Payload): Queryable => (payload.db as unknown as { pool: Queryable }).pool
