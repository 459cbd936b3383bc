import { inTransaction, type Pool } from '../db/pool'
import type { RegistryClient } from './registryClient'
import { type EntryRow, parseEntry } from './serverEntry'
import { emptyCounts, readSyncState, SKIPPED_KEPT, type SkippedEntry, type SyncCounts, writeSyncState } from './syncState'
import { linkEntries, mirrorStatus, writePage } from './writePage'

/**
 * How far before a run's start the next run asks from. A server updated while a run pages past its
 * place in the list has an `updatedAt` after the run started, so asking from the start (less this
 * margin for the two clocks) sees it next time; entries read twice are no-ops.
 */
export const HIGH_WATER_OVERLAP_MS = 5 * 60_000

export type SyncLog = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void }

export type SyncResult = { outcome: 'completed'; counts: SyncCounts; highWaterMark: Date | null; resumed: boolean; mirroredServers: { id: number; key: string }[] }

/**
 * One incremental sync from the official registry (see ARCHITECTURE.md "MCP registry sync").
 * Asks for the servers updated since the high-water mark, page by page; each page's entries, the
 * catalogue records they match and the cursor of the next page commit in one transaction. A run
 * that fails (the registry down past its retries, a page that will not write) leaves the cursor of
 * the page it could not finish: the next run resumes there with the same `updated_since`, and only
 * a completed run moves the high-water mark.
 */
export async function syncRegistry(
  pool: Pool,
  client: RegistryClient,
  options: { pageSize: number; log?: SyncLog; now?: () => Date; signal?: AbortSignal },
): Promise<SyncResult> {
  const now = options.now ?? (() => new Date())
  const state = await readSyncState(pool)
  const resumed = state.cursor !== null
  const runStartedAt = resumed && state.runStartedAt ? state.runStartedAt : now()
  const updatedSince = resumed ? state.runUpdatedSince : state.highWaterMark
  const counts = resumed ? state.counts : emptyCounts()
  const skipped: SkippedEntry[] = resumed ? state.skipped : []
  const mirroredServers: { id: number; key: string }[] = []
  let cursor = state.cursor
  await writeSyncState(pool, { lastRunStartedAt: now(), runStartedAt, runUpdatedSince: updatedSince, lastRunFinishedAt: null })
  if (resumed) options.log?.info({ cursor, updatedSince }, 'mcp registry sync resumes an unfinished run')

  try {
    for (;;) {
      const page = await client.listServers({ cursor, limit: options.pageSize, updatedSince }, options.signal)
      const latest = new Map<string, EntryRow>()
      for (const item of page.items) {
        const parsed = parseEntry(item)
        if (!parsed.ok) {
          counts.skipped++
          if (skipped.length < SKIPPED_KEPT) skipped.push({ name: parsed.name, reason: parsed.reason })
          options.log?.warn({ name: parsed.name, reason: parsed.reason }, 'mcp registry entry skipped')
          continue
        }
        // One row per server: its latest version (a registry that ignores version=latest lists every version).
        if (!parsed.row.isLatest) {
          counts.olderVersions++
          continue
        }
        const held = latest.get(parsed.row.name)
        if (!held || (parsed.row.updatedAt ?? '') >= (held.updatedAt ?? '')) latest.set(parsed.row.name, parsed.row)
      }
      const rows = [...latest.values()]
      const done = !page.nextCursor || page.items.length === 0
      counts.pages++
      counts.received += page.items.length
      const finished = now()
      await inTransaction(pool, async (tx) => {
        const result = await writePage(tx, rows, finished)
        counts.written += result.written
        counts.unchanged += rows.length - result.written
        counts.matched += result.matched
        counts.mirrored += result.mirroredServers.length
        mirroredServers.push(...result.mirroredServers)
        if (done) {
          // Catalogue records editors added since (from the inbox of unmatched entries) are matched
          // once per run, and any drifted mirror is put right.
          const linked = await linkEntries(tx, null)
          const mirrored = await mirrorStatus(tx, null, linked, finished)
          counts.matched += linked.length
          counts.mirrored += mirrored.length
          mirroredServers.push(...mirrored)
        }
        await writeSyncState(
          tx,
          done
            ? {
                cursor: null,
                highWaterMark: new Date(Math.max(runStartedAt.getTime() - HIGH_WATER_OVERLAP_MS, updatedSince?.getTime() ?? 0)),
                lastRunFinishedAt: finished,
                lastOutcome: 'completed',
                lastError: null,
                counts,
                skipped,
              }
            : { cursor: page.nextCursor, counts, skipped },
        )
      })
      if (done) break
      cursor = page.nextCursor
    }
  } catch (err) {
    // The cursor stays at the page that failed; nothing of that page was written.
    await writeSyncState(pool, { lastOutcome: 'failed', lastError: (err as Error).message.slice(0, 2000), lastRunFinishedAt: now(), counts, skipped }).catch(() => undefined)
    throw err
  }
  const state2 = await readSyncState(pool)
  options.log?.info({ ...counts, highWaterMark: state2.highWaterMark }, 'mcp registry sync completed')
  return { outcome: 'completed', counts, highWaterMark: state2.highWaterMark, resumed, mirroredServers }
}
