import type { Payload } from 'payload'

type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> }

/**
 * "N people ahead of you": for each queued detection, how many queued detections the worker will
 * take before it. Read from the queue itself, in pg-boss's fetch order (priority, then creation
 * time of the job — the time its transaction started, which is not the order of detection ids
 * when checks are submitted at the same moment), counting only jobs of detections still queued
 * in their current run, so a re-detected detection's old job is not counted.
 */
export async function queuePositions(payload: Payload, detectionIds: number[]): Promise<Map<number, number>> {
  if (detectionIds.length === 0) return new Map()
  const db = (payload.db as unknown as { pool: Queryable }).pool
  const { rows } = await db.query(
    `WITH waiting AS (
       SELECT d.id, row_number() OVER (ORDER BY j.priority DESC, j.created_on, d.id) - 1 AS ahead
         FROM pgboss.job j
         JOIN geo_detections d ON d.id = (j.data->>'detectionId')::int AND d.run = (j.data->>'run')::int
        WHERE j.name = 'geo.detect' AND j.state IN ('created', 'retry') AND d.status = 'queued'
     )
     SELECT id, min(ahead)::int AS ahead FROM waiting WHERE id = ANY($1::int[]) GROUP BY id`,
    [detectionIds],
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.ahead)]))
}
