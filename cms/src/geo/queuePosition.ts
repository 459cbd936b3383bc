import type { Payload } from 'payload'

type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> }

/**
 * "N people ahead of you": for each queued detection, how many queued detections were created
 * before it. Detections are queued in id order and their jobs are taken first come, first served,
 * so the count is the number that will start before it. One indexed pass over the queued rows.
 */
export async function queuePositions(payload: Payload, detectionIds: number[]): Promise<Map<number, number>> {
  if (detectionIds.length === 0) return new Map()
  const db = (payload.db as unknown as { pool: Queryable }).pool
  const { rows } = await db.query(
    `SELECT id, ahead FROM (
       SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS ahead
         FROM geo_detections WHERE status = 'queued'
     ) q WHERE id = ANY($1::int[])`,
    [detectionIds],
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.ahead)]))
}
