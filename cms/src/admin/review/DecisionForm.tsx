'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { AdminMessages } from '../i18n/messages'

type Initial = { productName: string; officialUrl: string; shortDescription: string; category: number | null; hasLogo: boolean }

const field = { display: 'grid', gap: '0.25rem' } as const
const input = { width: '100%', boxSizing: 'border-box', padding: '0.5rem', font: 'inherit', color: 'var(--theme-text)', background: 'var(--theme-input-bg)', border: '1px solid var(--theme-elevation-250)', borderRadius: 'var(--style-radius-s, 3px)' } as const

/**
 * Support's corrections and the two decisions. It only sends what was changed and the decision:
 * POST /api/review/{id} checks the role, the input and the order's state on the server.
 */
export function DecisionForm({ orderId, texts, initial, categories }: { orderId: number; texts: AdminMessages; initial: Initial; categories: { id: number; name: string }[] }) {
  const { config } = useConfig()
  const router = useRouter()
  const [values, setValues] = useState({ productName: initial.productName, officialUrl: initial.officialUrl, shortDescription: initial.shortDescription, category: initial.category ? String(initial.category) : '' })
  const [keepLogo, setKeepLogo] = useState(true)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null)
  const [error, setError] = useState('')

  async function decide(body: Record<string, unknown>, which: 'approve' | 'reject') {
    setBusy(which)
    setError('')
    try {
      // Same origin as the admin page, so the session cookie goes along (see RecomputeForm).
      const res = await fetch(`${config.routes.api}/review/${orderId}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await res.json().catch(() => ({}))) as { message?: string }
      if (!res.ok) setError(answer.message ?? texts.requestError)
      router.refresh()
    } catch {
      setError(texts.requestError)
    } finally {
      setBusy(null)
    }
  }

  function approve(event: React.FormEvent) {
    event.preventDefault()
    const edits: Record<string, unknown> = {}
    if (values.productName !== initial.productName) edits.productName = values.productName
    if (values.officialUrl !== initial.officialUrl) edits.officialUrl = values.officialUrl
    if (values.shortDescription !== initial.shortDescription) edits.shortDescription = values.shortDescription
    if (values.category && values.category !== String(initial.category ?? '')) edits.category = Number(values.category)
    if (initial.hasLogo && !keepLogo) edits.logo = null
    void decide({ decision: 'approve', edits }, 'approve')
  }

  function reject(event: React.FormEvent) {
    event.preventDefault()
    void decide({ decision: 'reject', reason }, 'reject')
  }

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [key]: e.target.value }))
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: 'calc(var(--base) * 1.5)', marginTop: 'calc(var(--base) * 1.5)', alignItems: 'start' }}>
      <form onSubmit={approve} style={{ display: 'grid', gap: 'calc(var(--base) / 2)', minWidth: 0 }} data-testid="review-approve-form">
        <h3 style={{ margin: 0 }}>{texts.reviewEdit}</h3>
        <label style={field}>
          {texts.reviewName}
          <input name="productName" value={values.productName} onChange={set('productName')} required maxLength={120} style={input} />
        </label>
        <label style={field}>
          {texts.reviewUrl}
          <input name="officialUrl" type="url" value={values.officialUrl} onChange={set('officialUrl')} required style={input} />
        </label>
        <label style={field}>
          {texts.reviewDescription}
          <textarea name="shortDescription" value={values.shortDescription} onChange={set('shortDescription')} required maxLength={500} rows={4} style={input} />
        </label>
        <label style={field}>
          {texts.reviewCategory}
          <select name="category" value={values.category} onChange={set('category')} required style={input}>
            <option value="">{texts.reviewChooseCategory}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {initial.hasLogo ? (
          <label>
            <input type="checkbox" name="keepLogo" checked={keepLogo} onChange={(e) => setKeepLogo(e.target.checked)} /> {texts.reviewKeepLogo}
          </label>
        ) : null}
        <div>
          <Button type="submit" buttonStyle="primary" disabled={busy !== null} id="review-approve">
            {busy === 'approve' ? texts.reviewApproving : texts.reviewApprove}
          </Button>
        </div>
      </form>
      <form onSubmit={reject} style={{ display: 'grid', gap: 'calc(var(--base) / 2)', minWidth: 0 }} data-testid="review-reject-form">
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
