'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { AdminMessages } from '../../i18n/messages'

const field = { display: 'grid', gap: '0.25rem' } as const
const input = { width: '100%', boxSizing: 'border-box', padding: '0.5rem', font: 'inherit', color: 'var(--theme-text)', background: 'var(--theme-input-bg)', border: '1px solid var(--theme-elevation-250)', borderRadius: 'var(--style-radius-s, 3px)' } as const

/**
 * Approve (apply the proposal; "apply anyway" when the product changed since the order) or reject
 * with a reason. POST /api/updates/review/{id} checks the role, the input and the order's state;
 * a 409 that names changed fields (the product changed while this page was open) turns the button
 * into "apply anyway" after the page reloads.
 */
export function UpdateDecisionForm({ orderId, texts, stale, action = 'updates/review', approveText, approvingText }: {
  orderId: number
  texts: AdminMessages
  stale: boolean
  /** The decision endpoint under the API route: an ad in a reviewed position posts to `ads/review` with its own labels. */
  action?: string
  approveText?: string
  approvingText?: string
}) {
  const { config } = useConfig()
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null)
  const [error, setError] = useState('')

  async function decide(body: Record<string, unknown>, which: 'approve' | 'reject') {
    setBusy(which)
    setError('')
    try {
      // Same origin as the admin page, so the session cookie goes along.
      const res = await fetch(`${config.routes.api}/${action}/${orderId}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await res.json().catch(() => ({}))) as { message?: string }
      if (!res.ok) setError(answer.message ?? texts.requestError)
      router.refresh()
    } catch {
      setError(texts.requestError)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: 'calc(var(--base) * 1.5)', marginTop: 'calc(var(--base) * 1.5)', alignItems: 'start' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void decide({ decision: 'approve', applyAnyway: stale }, 'approve')
        }}
        style={{ display: 'grid', gap: 'calc(var(--base) / 2)', minWidth: 0 }}
        data-testid="update-approve-form"
      >
        <div>
          <Button type="submit" buttonStyle="primary" disabled={busy !== null} id="update-approve">
            {busy === 'approve' ? (approvingText ?? texts.updateApplying) : stale ? texts.updateApplyAnyway : (approveText ?? texts.updateApply)}
          </Button>
        </div>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void decide({ decision: 'reject', reason }, 'reject')
        }}
        style={{ display: 'grid', gap: 'calc(var(--base) / 2)', minWidth: 0 }}
        data-testid="review-reject-form"
      >
        <h3 style={{ margin: 0 }}>{texts.reviewReject}</h3>
        <label style={field}>
          {texts.reviewReason}
          <textarea name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} maxLength={1000} rows={4} style={input} />
        </label>
        <div>
          <Button type="submit" buttonStyle="secondary" disabled={busy !== null} id="review-reject">
            {busy === 'reject' ? texts.reviewRejecting : texts.reviewReject}
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', gridColumn: '1 / -1' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
