import { poolOf } from '../db/pool'
import type { Payload } from 'payload'
import type { JobName } from './contract'


/**
 * How a queue's jobs name the record they work on, and when that record still waits for its job.
 * Constants of our code only (they become SQL): `table` is the record's table (alias `r`), `idField`
 * the payload field holding its id, `stillWaiting` extra join conditions on `r` and the job `j`
 * (for example that the job belongs to the record's current attempt).
 */
export type QueueSpec = { queue: JobName; table: string; idField: string; stillWaiting: string }

/**
 * "N people ahead of you", one read for every queue that shows it (the GEO checker's detections,
 * the tracker's runs): for each record, how many waiting jobs the worker will take before its own.
 * Read from the queue itself in pg-boss's fetch order (priority, then the job's creation time —
 * the time its transaction started, which is not the order of record ids when two users submit
 * at the same moment), counting only jobs whose record still waits, so a superseded job is not
 * counted. Records without a waiting job are absent from the answer.
 */
export async function jobsAhead(payload: Payload, spec: QueueSpec, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const db = poolOf(payload)
  const { rows } = await db.query(
    `WITH waiting AS (
       SELECT r.id, row_number() OVER (ORDER BY j.priority DESC, j.created_on, r.id) - 1 AS ahead
         FROM pgboss.job j
         JOIN ${spec.table} r ON r.id = (j.data->>'${spec.idField}')::int AND ${spec.stillWaiting}
        WHERE j.name = $2 AND j.state IN ('created', 'retry')
     )
     SELECT id, min(ahead)::int AS ahead FROM waiting WHERE id = ANY($1::int[]) GROUP BY id`,
    [ids, spec.queue],
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.ahead)]))
}

/** GEO detections: a detection's job counts while the detection is queued in that job's run. */
export const geoDetectQueue: QueueSpec = {
  queue: 'geo.detect',
  table: 'geo_detections',
  idField: 'detectionId',
  stillWaiting: `r.run = (j.data->>'run')::int AND r.status = 'queued'`,
}

/** Tracker runs: a run waits for its first job (the questions) while it is queued. */
export const trackerRunQueue: QueueSpec = {
  queue: 'tracker.questions',
  table: 'tracker_runs',
  idField: 'runId',
  stillWaiting: `r.status = 'queued'`,
}
