import type { RecomputeStatus } from './recompute'
import { fill } from '../i18n/fill'
import { type AdminMessages, adminMessages } from '../i18n/messages'

/**
 * What the last manual run did, in words, in the editor's language (`texts`: the messages already
 * translated on the server). "completed" alone read as success even when the period had no traffic
 * data (nothing was published) or was already published (the run changed nothing), and the editor
 * was left wondering why the rankings did not change.
 */
export function lastRunSummary(last: RecomputeStatus['last'], texts: AdminMessages = adminMessages, language = 'en'): string {
  if (!last) return '—'
  const when = last.completedOn ? ` ${new Date(last.completedOn).toLocaleString(language)}` : ''
  const out = (last.output ?? {}) as { period?: string; empty?: boolean; skipped?: boolean; rows?: number; superseded?: number; message?: string }
  const period = out.period ? ` ${out.period}` : ''
  const say = (template: string, vars: Record<string, string | number> = {}) => fill(template, { when, period, ...vars })
  if (last.state === 'failed') return say(texts.runFailed, { message: out.message ? `: ${out.message}` : '' })
  if (last.state !== 'completed') return say(texts.runState, { state: last.state })
  if (out.empty) return say(texts.runEmpty)
  if (out.skipped) return say(texts.runSkipped)
  return say(texts.runPublished, { rows: out.rows ?? 0, replaced: out.superseded ? texts.runReplaced : '' })
}
