import type { Payload } from 'payload'
import { poolOf, type Pool } from '../db/pool'
import type { JobName } from '../jobs/contract'

/**
 * How a queue's jobs name the record they work on, and when that record still waits for its job.
 * Constants of our code only (they become SQL): `table` is the record's table (alias `r`), `idField`
 * the payload field holding its id, `stillWaiting` extra join conditions on `r` and the job `j`
 * (for example that the job belongs to the record's current attempt).
 */
export type QueueSpec = { queue: JobName; table: string; idField: string; stillWaiting: string }

/** A snapshot is reused this long: every poll of every user within it reads the same one. */
export const SNAPSHOT_MAX_AGE_MS = 1000

type Snapshot = { takenAt: number; ahead: Map<number, number> }
type Slot = { current?: Snapshot; pending?: { startedAt: number; read: Promise<Snapshot> } }
const slots = new WeakMap<Pool, Map<string, Slot>>()

/**
 * "N people ahead of you" for every queue that shows it (the GEO checker's detections, the
 * tracker's runs, …): for each record, how many waiting jobs the worker will take before its own.
 * Read from the queue itself in pg-boss's fetch order (priority, then the job's creation time —
 * the time its transaction started, which is not the order of record ids when two users submit
 * at the same moment), counting only jobs whose record still waits, so a superseded job is not
 * counted. Records without a waiting job are absent from the answer.
 *
 * One read of the whole queue serves every poll for up to a second (a poll every 1.5 s per user
 * recomputing the order over every waiting job was most of the status endpoint's cost under load).
 * A record missing from the snapshot may have been queued after it was taken, so a miss reads
 * the queue again (shared by the misses of the same moment).
 */
export async function jobsAhead(payload: Payload, spec: QueueSpec, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  let snapshot = await snapshotOf(poolOf(payload), spec, false)
  if (ids.some((id) => !snapshot.ahead.has(id))) snapshot = await snapshotOf(poolOf(payload), spec, true)
  const answer = new Map<number, number>()
  for (const id of ids) {
    const ahead = snapshot.ahead.get(id)
    if (ahead !== undefined) answer.set(id, ahead)
  }
  return answer
}

async function snapshotOf(pool: Pool, spec: QueueSpec, fresh: boolean): Promise<Snapshot> {
  let queues = slots.get(pool)
  if (!queues) slots.set(pool, (queues = new Map()))
  const key = `${spec.queue}:${spec.table}`
  let slot = queues.get(key)
  if (!slot) queues.set(key, (slot = {}))
  const now = Date.now()
  // Fresh: taken no earlier than now (it may then contain a job committed just before); else recent.
  const usable = (takenAt: number) => (fresh ? takenAt >= now : now - takenAt < SNAPSHOT_MAX_AGE_MS)
  if (slot.current && usable(slot.current.takenAt)) return slot.current
  if (slot.pending && usable(slot.pending.startedAt)) return slot.pending.read
  const s = slot
  const startedAt = now
  const read: Promise<Snapshot> = readQueue(pool, spec).then(
    (ahead) => {
      const snapshot = { takenAt: startedAt, ahead }
      if (!s.current || s.current.takenAt < startedAt) s.current = snapshot
      if (s.pending?.read === read) s.pending = undefined
      return snapshot
    },
    (err) => {
      if (s.pending?.read === read) s.pending = undefined
      throw err
    },
  )
  s.pending = { startedAt, read }
  return read
}

async function readQueue(pool: Pool, spec: QueueSpec): Promise<Map<number, number>> {
  const { rows } = await pool.query({
    name: `jobs-ahead:${spec.queue}:${spec.table}`,
    text: `SELECT id, min(ahead)::int AS ahead FROM (
             SELECT r.id, row_number() OVER (ORDER BY j.priority DESC, j.created_on, r.id) - 1 AS ahead
               FROM pgboss.job j
               JOIN ${spec.table} r ON r.id = (j.data->>'${spec.idField}')::int AND ${spec.stillWaiting}
              WHERE j.name = $1 AND j.state IN ('created', 'retry')
           ) waiting GROUP BY id`,
    values: [spec.queue],
  })
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
