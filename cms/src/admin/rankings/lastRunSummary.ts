import type { RecomputeStatus } from '../../rankings/recompute'

/**
 * What the last manual run did, in words. "completed" alone read as success even when the period had
 * no traffic data (nothing was published) or was already published (the run changed nothing), and the
 * editor was left wondering why the rankings did not change.
 */
export function lastRunSummary(last: RecomputeStatus['last']): string {
  if (!last) return '—'
  const when = last.completedOn ? ` ${new Date(last.completedOn).toLocaleString()}` : ''
  const out = (last.output ?? {}) as { period?: string; empty?: boolean; skipped?: boolean; rows?: number; superseded?: number; message?: string }
  const period = out.period ? ` ${out.period}` : ''
  if (last.state === 'failed') return `failed${when}${period}${out.message ? `: ${out.message}` : ''}`
  if (last.state !== 'completed') return `${last.state}${when}`
  if (out.empty) return `completed${when}:${period} has no traffic data yet, nothing was published`
  if (out.skipped) return `completed${when}:${period} was already published and kept (tick “Replace” to publish a new version)`
  const replaced = out.superseded ? `, replaced the previous version` : ''
  return `published${period}${when} (${out.rows ?? 0} rows${replaced})`
}
