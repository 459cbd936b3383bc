import { poolOf } from '../db/pool'
import type { Payload } from 'payload'


/**
 * Each platform's part of a run: { status: 'answering' | 'completed' | 'failed', error? }. The
 * platforms' jobs finish at the same moment, so a part is merged into the run's JSON in one SQL
 * statement (a read-modify-write through the Local API would lose updates). Returns all parts.
 */
export type PartStatus = 'answering' | 'completed' | 'failed'
export type RunPart = { status: PartStatus; error?: string; at: string }

export async function setRunPart(payload: Payload, runId: number, platform: string, part: Omit<RunPart, 'at'>): Promise<Record<string, RunPart>> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `UPDATE tracker_runs SET parts = coalesce(parts, '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb), updated_at = now()
      WHERE id = $1 RETURNING parts`,
    [runId, platform, JSON.stringify({ ...part, at: new Date().toISOString() })],
  )
  return (rows[0]?.parts ?? {}) as Record<string, RunPart>
}

export const partSettled = (p?: RunPart) => p?.status === 'completed' || p?.status === 'failed'
