'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useState } from 'react'
import { fill } from '../i18n/fill'

type Texts = { button: string; queued: string; pending: string; saveFirst: string; editorKept: string; failed: string; requestError: string }

/** Queues the record's capture (POST /api/image-capture) and says what happened. */
export function CaptureNowButton({ collection, id, texts }: { collection: string; id?: number; texts: Texts }) {
  const { config } = useConfig()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<string>()
  if (!id) return <p className="field-description">{texts.saveFirst}</p>
  async function press() {
    setBusy(true)
    setAnswer(undefined)
    try {
      // Same origin as the admin page (see RecomputeForm): the session cookie goes with it.
      const res = await fetch(`${config.routes.api}/image-capture`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ collection, id }) })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      setAnswer(res.status === 202 ? texts.queued : res.ok ? texts.pending : (body.message ?? fill(texts.failed, { status: res.status })))
    } catch {
      setAnswer(texts.requestError)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div data-testid="capture-now" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={press}>
        {texts.button}
      </Button>
      <p className="field-description">{answer ?? texts.editorKept}</p>
    </div>
  )
}
