import type { Queryable } from '../db/pool'

/** The row of the `mcp-registry-sync` global: where the sync stands. */
export type SyncState = {
  highWaterMark: Date | null
  cursor: string | null
  runUpdatedSince: Date | null
  runStartedAt: Date | null
  counts: SyncCounts
  skipped: SkippedEntry[]
}

export type SyncCounts = { pages: number; received: number; written: number; unchanged: number; skipped: number; olderVersions: number; matched: number; mirrored: number }
export type SkippedEntry = { name: string | null; reason: string }

export const emptyCounts = (): SyncCounts => ({ pages: 0, received: 0, written: 0, unchanged: 0, skipped: 0, olderVersions: 0, matched: 0, mirrored: 0 })

/** Skipped entries kept for the admin: enough to see what is wrong, bounded for a registry gone bad. */
export const SKIPPED_KEPT = 100

export async function readSyncState(db: Queryable): Promise<SyncState> {
  const { rows } = await db.query(
    `SELECT high_water_mark, cursor, run_updated_since, run_started_at, last_counts, skipped FROM mcp_registry_sync ORDER BY id LIMIT 1`,
  )
  const row = rows[0]
  return {
    highWaterMark: row?.high_water_mark ?? null,
    cursor: row?.cursor ?? null,
    runUpdatedSince: row?.run_updated_since ?? null,
    runStartedAt: row?.run_started_at ?? null,
    counts: { ...emptyCounts(), ...(row?.cursor ? row.last_counts : {}) },
    skipped: row?.cursor && Array.isArray(row.skipped) ? row.skipped : [],
  }
}

type StateWrite = {
  highWaterMark?: Date | null
  cursor?: string | null
  runUpdatedSince?: Date | null
  runStartedAt?: Date | null
  lastRunStartedAt?: Date
  lastRunFinishedAt?: Date | null
  lastOutcome?: 'completed' | 'failed' | 'offline'
  lastError?: string | null
  counts?: SyncCounts
  skipped?: SkippedEntry[]
}

const columns: Record<keyof StateWrite, string> = {
  highWaterMark: 'high_water_mark',
  cursor: 'cursor',
  runUpdatedSince: 'run_updated_since',
  runStartedAt: 'run_started_at',
  lastRunStartedAt: 'last_run_started_at',
  lastRunFinishedAt: 'last_run_finished_at',
  lastOutcome: 'last_outcome',
  lastError: 'last_error',
  counts: 'last_counts',
  skipped: 'skipped',
}

/**
 * Writes the given fields of the one state row (id 1, created on first write). Called inside a
 * page's transaction for the cursor, so the cursor moves exactly when the page's rows commit.
 */
export async function writeSyncState(db: Queryable, change: StateWrite): Promise<void> {
  const keys = (Object.keys(change) as (keyof StateWrite)[]).filter((k) => change[k] !== undefined)
  const values = keys.map((k) => (k === 'counts' || k === 'skipped' ? JSON.stringify(change[k]) : change[k]))
  const names = keys.map((k) => columns[k])
  const placeholders = keys.map((k, i) => (k === 'lastOutcome' ? `$${i + 1}::enum_mcp_registry_sync_last_outcome` : k === 'counts' || k === 'skipped' ? `$${i + 1}::jsonb` : `$${i + 1}`))
  await db.query(
    `INSERT INTO mcp_registry_sync (id, ${[...names, 'updated_at', 'created_at'].join(', ')})
     VALUES (1, ${[...placeholders, 'now()', 'now()'].join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${[...names.map((n) => `${n} = EXCLUDED.${n}`), 'updated_at = now()'].join(', ')}`,
    values,
  )
}
