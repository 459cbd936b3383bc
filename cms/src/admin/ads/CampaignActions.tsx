'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { AdminMessages } from '../i18n/messages'

const input = { width: '100%', boxSizing: 'border-box', padding: '0.5rem', font: 'inherit', color: 'var(--theme-text)', background: 'var(--theme-input-bg)', border: '1px solid var(--theme-elevation-250)', borderRadius: 'var(--style-radius-s, 3px)' } as const
const error = { color: 'var(--theme-error-500)', fontWeight: 600 } as const

/**
 * An editor's buttons on an ad's page: Pause or Resume, and End with the refund decision and its
 * reason. It only sends the action: POST /api/ad-campaigns/{id}/{action} checks the role, the body
 * and the ad's state on the server, and the page re-renders from the database.
 */
export function CampaignActions({ campaignId, status, texts, proRataText }: { campaignId: number; status: string; texts: AdminMessages; proRataText: string }) {
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState<'pause' | 'resume' | 'end' | null>(null)
  const [message, setMessage] = useState('')
  const [refund, setRefund] = useState<'' | 'pro_rata' | 'none'>('')
  const [reason, setReason] = useState('')

  async function act(action: 'pause' | 'resume' | 'end', body: Record<string, unknown> = {}) {
    setBusy(action)
    setMessage('')
    try {
      // Same origin as the admin page, so the session cookie goes along.
      const res = await fetch(`${config.routes.api}/ad-campaigns/${campaignId}/${action}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await res.json().catch(() => ({}))) as { message?: string }
      if (!res.ok) setMessage(answer.message ?? texts.requestError)
      router.refresh()
    } catch {
      setMessage(texts.requestError)
    } finally {
      setBusy(null)
    }
  }

  function end(event: React.FormEvent) {
    event.preventDefault()
    if (!refund) return setMessage(texts.adsChooseRefund)
    void act('end', { refund, reason })
  }

  const live = status === 'running' || status === 'paused' || status === 'queued'
  if (!live) return null
  return (
    <div style={{ display: 'grid', gap: 'var(--base)', maxWidth: '40rem' }} data-testid="campaign-actions">
      {message ? (
        <p role="alert" style={error} data-testid="campaign-action-error">
          {message}
        </p>
      ) : null}
      <div>
        <p style={{ margin: '0 0 0.5rem' }}>{texts.adsPauseHelp}</p>
        {status === 'running' ? (
          <Button buttonStyle="secondary" size="medium" disabled={busy !== null} onClick={() => void act('pause')} margin={false}>
            {busy === 'pause' ? texts.adsPausing : texts.adsPause}
          </Button>
        ) : null}
        {status === 'paused' ? (
          <Button buttonStyle="primary" size="medium" disabled={busy !== null} onClick={() => void act('resume')} margin={false}>
            {busy === 'resume' ? texts.adsResuming : texts.adsResume}
          </Button>
        ) : null}
      </div>
      <form onSubmit={end} style={{ display: 'grid', gap: 'calc(var(--base) / 2)' }} data-testid="campaign-end-form">
        <h3 style={{ margin: 0 }}>{texts.adsEndTitle}</h3>
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
          <input type="radio" name="refund" value="pro_rata" checked={refund === 'pro_rata'} onChange={() => setRefund('pro_rata')} />
          <span>{proRataText}</span>
        </label>
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
          <input type="radio" name="refund" value="none" checked={refund === 'none'} onChange={() => setRefund('none')} />
          <span>{texts.adsRefundNone}</span>
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          <span>{texts.adsEndReasonLabel}</span>
          <textarea style={input} rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} name="reason" />
        </label>
        <div>
          <Button type="submit" buttonStyle="secondary" size="medium" disabled={busy !== null} margin={false}>
            {busy === 'end' ? texts.adsEnding : texts.adsEnd}
          </Button>
        </div>
      </form>
    </div>
  )
}
