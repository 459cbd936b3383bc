'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { RecomputeStatus } from '../../rankings/recompute'
import { lastRunSummary } from './lastRunSummary'

const kinds = [
  { granularity: 'week', label: 'Weekly', example: '2026-W45' },
  { granularity: 'month', label: 'Monthly', example: '2026-10' },
  { granularity: 'quarter', label: 'Quarterly', example: '2026-Q3' },
] as const

type Answer = { queued?: boolean; jobId?: string; state?: string; message?: string; issues?: string[] }

/** Picks a period kind (and optionally a period) and queues its recompute; a second press while one is pending says so. */
export function RecomputeForm({ initial }: { initial: RecomputeStatus[] }) {
  const { config } = useConfig()
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
      if (res.status === 202) setAnswer({ ok: true, text: `Queued (job ${body.jobId}).` })
      else if (res.ok) setAnswer({ ok: true, text: `A recompute of this kind is already ${body.state === 'active' ? 'running' : 'queued'} (job ${body.jobId}); nothing new was queued.` })
      else setAnswer({ ok: false, text: [body.message ?? `Failed (${res.status})`, ...(body.issues ?? [])].join(' — ') })
      router.refresh()
    } catch {
      setAnswer({ ok: false, text: 'Request error' })
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
            <th>Kind</th>
            <th>Latest published</th>
            <th>Manual run</th>
            <th>Last manual run</th>
          </tr>
        </thead>
        <tbody>
          {initial.map((s) => (
            <tr key={s.granularity} data-granularity={s.granularity}>
              <td>{kinds.find((k) => k.granularity === s.granularity)!.label}</td>
              <td>{s.latest ? `${s.latest.period} (computed ${new Date(s.latest.computedAt).toLocaleString()})` : '—'}</td>
              <td data-testid={`pending-${s.granularity}`}>{s.pending ? `${s.pending.state === 'active' ? 'running' : s.pending.state} ${s.pending.period ?? 'last complete period'}${s.pending.replace ? ', replace' : ''}` : 'none'}</td>
              <td data-testid={`last-${s.granularity}`}>{lastRunSummary(s.last)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={submit} style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '28rem' }}>
        <label>
          Period kind{' '}
          <select value={granularity} onChange={(e) => setGranularity(e.target.value as typeof granularity)} name="granularity">
            {kinds.map((k) => (
              <option key={k.granularity} value={k.granularity}>{k.label}</option>
            ))}
          </select>
        </label>
        <label>
          Period (empty: the last complete one){' '}
          <input name="period" value={period} onChange={(e) => setPeriod(e.target.value)} placeholder={example} pattern="\d{4}-(\d{2}|W\d{2}|Q[1-4])" />
        </label>
        <label>
          <input type="checkbox" name="replace" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> Replace the published version (after a data correction)
        </label>
        <div>
          <Button type="submit" disabled={busy} buttonStyle="primary">{busy ? 'Queuing…' : 'Queue recompute'}</Button>
        </div>
        {answer ? <p role="status" style={{ color: answer.ok ? undefined : 'var(--theme-error-500)' }}>{answer.text}</p> : null}
      </form>
    </div>
  )
}
