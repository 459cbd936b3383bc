'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { RecomputeStatus } from './recompute'
import { fill } from '../i18n/fill'
import type { AdminMessages } from '../i18n/messages'
import { lastRunSummary } from './lastRunSummary'

const kinds = [
  { granularity: 'week', label: 'weekly', example: '2026-W45' },
  { granularity: 'month', label: 'monthly', example: '2026-10' },
  { granularity: 'quarter', label: 'quarterly', example: '2026-Q3' },
] as const satisfies readonly { granularity: string; label: keyof AdminMessages; example: string }[]

type Answer = { queued?: boolean; jobId?: string; state?: string; message?: string; issues?: string[] }

/** Picks a period kind (and optionally a period) and queues its recompute; a second press while one is pending says so. */
export function RecomputeForm({ initial, texts }: { initial: RecomputeStatus[]; texts: AdminMessages }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const language = i18n.language
  const router = useRouter()
  const [granularity, setGranularity] = useState<(typeof kinds)[number]['granularity']>('month')
  const [period, setPeriod] = useState('')
  const [replace, setReplace] = useState(false)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setAnswer(undefined)
    try {
      // Same origin as the admin page: with serverURL, an admin opened under another host name (127.0.0.1
      // for localhost, a proxy's name) sent the request cross-origin without the session cookie.
      const res = await fetch(`${config.routes.api}/rankings/recompute`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ granularity, ...(period.trim() ? { period: period.trim() } : {}), replace }),
      })
      const body = (await res.json().catch(() => ({}))) as Answer
      if (res.status === 202) setAnswer({ ok: true, text: fill(texts.queued, { job: body.jobId ?? '' }) })
      else if (res.ok) setAnswer({ ok: true, text: fill(body.state === 'active' ? texts.alreadyRunning : texts.alreadyQueued, { job: body.jobId ?? '' }) })
      else setAnswer({ ok: false, text: [body.message ?? fill(texts.failedStatus, { status: res.status }), ...(body.issues ?? [])].join(' — ') })
      router.refresh()
    } catch {
      setAnswer({ ok: false, text: texts.requestError })
    } finally {
      setBusy(false)
    }
  }

  const example = kinds.find((k) => k.granularity === granularity)!.example
  return (
    <div data-testid="rankings-recompute">
      <table className="table" style={{ marginBottom: 'var(--base)' }}>
        <thead>
          <tr>
            <th>{texts.kind}</th>
            <th>{texts.latestPublished}</th>
            <th>{texts.manualRun}</th>
            <th>{texts.lastManualRun}</th>
          </tr>
        </thead>
        <tbody>
          {initial.map((s) => (
            <tr key={s.granularity} data-granularity={s.granularity}>
              <td>{texts[kinds.find((k) => k.granularity === s.granularity)!.label]}</td>
              <td>{s.latest ? fill(texts.computedAt, { period: s.latest.period, when: new Date(s.latest.computedAt).toLocaleString(language) }) : '—'}</td>
              <td data-testid={`pending-${s.granularity}`}>{s.pending ? fill(s.pending.state === 'active' ? texts.pendingRunning : texts.pendingQueued, { period: s.pending.period ?? texts.lastCompletePeriod }) + (s.pending.replace ? texts.withReplace : '') : texts.none}</td>
              <td data-testid={`last-${s.granularity}`}>{lastRunSummary(s.last, texts, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={submit} style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '28rem' }}>
        <label>
          {texts.periodKind}{' '}
          <select value={granularity} onChange={(e) => setGranularity(e.target.value as typeof granularity)} name="granularity">
            {kinds.map((k) => (
              <option key={k.granularity} value={k.granularity}>{texts[k.label]}</option>
            ))}
          </select>
        </label>
        <label>
          {texts.periodField}{' '}
          <input name="period" value={period} onChange={(e) => setPeriod(e.target.value)} placeholder={example} pattern="\d{4}-(\d{2}|W\d{2}|Q[1-4])" />
        </label>
        <label>
          <input type="checkbox" name="replace" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> {texts.replaceField}
        </label>
        <div>
          <Button type="submit" disabled={busy} buttonStyle="primary">{busy ? texts.queuing : texts.queue}</Button>
        </div>
        {answer ? <p role="status" style={{ color: answer.ok ? undefined : 'var(--theme-error-500)' }}>{answer.text}</p> : null}
      </form>
    </div>
  )
}
