import type { RecomputeStatus } from '../../rankings/recompute'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'

/**
 * What the last manual run did, in words, in the editor's language. "completed" alone read as success
 * even when the period had no traffic data (nothing was published) or was already published (the run
 * changed nothing), and the editor was left wondering why the rankings did not change.
 */
export function lastRunSummary(last: RecomputeStatus['last'], language = 'en'): string {
  if (!last) return '—'
  const when = last.completedOn ? ` ${new Date(last.completedOn).toLocaleString(language)}` : ''
  const out = (last.output ?? {}) as { period?: string; empty?: boolean; skipped?: boolean; rows?: number; superseded?: number; message?: string }
  const period = out.period ? ` ${out.period}` : ''
  const say = (template: string, vars: Record<string, string | number> = {}) => adminText(template, language, { when, period, ...vars })
  if (last.state === 'failed') return say(m.runFailed, { message: out.message ? `: ${out.message}` : '' })
  if (last.state !== 'completed') return say(m.runState, { state: last.state })
  if (out.empty) return say(m.runEmpty)
  if (out.skipped) return say(m.runSkipped)
  return say(m.runPublished, { rows: out.rows ?? 0, replaced: out.superseded ? adminText(m.runReplaced, language) : '' })
}
