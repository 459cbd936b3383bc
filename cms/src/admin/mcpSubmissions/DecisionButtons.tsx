'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Texts = { approve: string; reject: string; reason: string; requestError: string }

const input = { width: '100%', boxSizing: 'border-box', padding: '0.5rem', font: 'inherit', color: 'var(--theme-text)', background: 'var(--theme-input-bg)', border: '1px solid var(--theme-elevation-250)', borderRadius: 'var(--style-radius-s, 3px)' } as const

/** Approve, or reject with a reason; the server checks the role and the submission's state. */
export function DecisionButtons({ id, canApprove, texts }: { id: number; canApprove: boolean; texts: Texts }) {
  const { config } = useConfig()
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function decide(body: Record<string, unknown>) {
    setBusy(true)
    setError('')
    try {
      // Same origin as the admin page: the session cookie goes along.
      const res = await fetch(`${config.routes.api}/mcp-submissions/${id}/decision`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await res.json().catch(() => ({}))) as { message?: string }
      if (!res.ok) setError(answer.message ?? texts.requestError)
      router.refresh()
    } catch {
      setError(texts.requestError)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '40rem' }}>
      {canApprove && (
        <div>
          <Button buttonStyle="primary" disabled={busy} onClick={() => void decide({ decision: 'approve' })} id="mcp-submission-approve">
            {texts.approve}
          </Button>
        </div>
      )}
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        {texts.reason}
        <textarea name="reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={1000} style={input} />
      </label>
      <div>
        <Button buttonStyle="secondary" disabled={busy} onClick={() => void decide({ decision: 'reject', reason })} id="mcp-submission-reject">
          {texts.reject}
        </Button>
      </div>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}
    </div>
  )
}
