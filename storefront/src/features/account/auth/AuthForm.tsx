'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { SlidePuzzleDialog } from '@/features/verification/SlidePuzzleDialog'
import styles from './Auth.module.css'
import { GoogleSignIn } from './GoogleSignIn'
import { inFrame, postToParent } from './postToFrameParent'

type Mode = 'signin' | 'register' | 'forgot'
// A refusal names its reason in data (the route kit's envelope), which the page translates.
type Answer = { code: number; data?: { redirect?: string; ticket?: string; reason?: string } | null; message?: string }

/**
 * Our sign-in service's page (SPEC §2 /auth/login): sign in, register or ask for a reset link.
 * On success the browser goes back to the return address with a one-time ticket — or, inside the
 * login dialog's frame, the ticket is posted to the page around it.
 */
export function AuthForm({ from, sandboxMail, locale, google }: { from: string; sandboxMail: boolean; locale: string; google: boolean }) {
  const { t } = useTranslation('account')
  const [mode, setMode] = useState<Mode>('signin')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // After repeated failed sign-ins the server asks for a solved slide puzzle; the sign-in waits here meanwhile.
  const [puzzleOpen, setPuzzleOpen] = useState(false)
  const pendingSignIn = useRef<Record<string, unknown> | null>(null)
  // Known only in the browser: rendering it on the server would make hydration mismatch.
  const [framed, setFramed] = useState(false)
  useEffect(() => setFramed(inFrame()), [])

  function finish(answer: Answer) {
    const redirect = answer.data?.redirect
    if (!redirect) return
    if (framed && answer.data?.ticket) postToParent({ type: 'SUCCESS_LOGIN', ticket: answer.data.ticket }, redirect)
    else window.location.assign(redirect)
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), name: String(form.get('name') ?? '') || undefined, from, locale }
    await send(mode === 'forgot' ? { email: body.email, from, locale } : body)
  }

  async function send(body: Record<string, unknown>) {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const path = { signin: '/api/auth/signin', register: '/api/auth/register', forgot: '/api/auth/forgot' }[mode]
      const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await response.json()) as Answer
      if (answer.code !== 0) {
        const reason = answer.data?.reason
        if (response.status === 429) setError(t('errors.rateLimited'))
        else setError(reason ? t(`errors.${reason}`) : (answer.message ?? t('errors.generic')))
        if (mode === 'signin' && (reason === 'puzzleRequired' || reason === 'puzzleFailed')) {
          pendingSignIn.current = { ...body, verifyToken: undefined }
          setPuzzleOpen(true)
        }
        return
      }
      if (mode === 'signin') finish(answer)
      else setNotice(t(mode === 'register' ? 'auth.checkMailVerify' : 'auth.checkMailReset'))
    } catch {
      setError(t('errors.generic'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.card}>
      {framed && (
        <button type="button" className={styles.close} aria-label={t('dialog.close')} onClick={() => postToParent({ type: 'CLOSE_LOGIN' }, from.startsWith('http') ? from : location.href)}>
          ×
        </button>
      )}
      <h1 className={styles.title}>{t(`auth.${mode}Title`)}</h1>
      <div className={styles.tabs} role="tablist">
        {(['signin', 'register'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} className={styles.tab} onClick={() => (setMode(m), setError(null), setNotice(null))} data-testid={`tab-${m}`}>
            {t(`auth.${m}Tab`)}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate={false}>
        {mode === 'register' && (
          <label className={styles.field}>
            <span>{t('auth.name')}</span>
            <input name="name" autoComplete="nickname" maxLength={60} />
          </label>
        )}
        <label className={styles.field}>
          <span>{t('auth.email')}</span>
          <input name="email" type="email" required autoComplete="email" />
        </label>
        {mode !== 'forgot' && (
          <label className={styles.field}>
            <span>{t('auth.password')}</span>
            <input name="password" type="password" required minLength={mode === 'register' ? 8 : 1} autoComplete={mode === 'register' ? 'new-password' : 'current-password'} />
          </label>
        )}
        {error && (
          <p className={styles.error} role="alert" data-testid="auth-error">
            {error}
          </p>
        )}
        {notice && (
          <p className={styles.notice} role="status" data-testid="auth-notice">
            {notice}
            {sandboxMail && <span className={styles.sandbox}> {t('auth.sandboxMail')}</span>}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={busy} data-testid="auth-submit">
          {t(`auth.${mode}Submit`)}
        </button>
      </form>
      {google && mode !== 'forgot' && !framed && <GoogleSignIn from={from} />}
      <SlidePuzzleDialog
        open={puzzleOpen}
        onClose={() => setPuzzleOpen(false)}
        onVerified={(verifyToken) => {
          setPuzzleOpen(false)
          if (pendingSignIn.current) void send({ ...pendingSignIn.current, verifyToken })
        }}
      />
      <p className={styles.links}>
        {mode === 'forgot' ? (
          <button type="button" className={styles.link} onClick={() => (setMode('signin'), setError(null), setNotice(null))}>
            {t('auth.backToSignIn')}
          </button>
        ) : (
          <button type="button" className={styles.link} onClick={() => (setMode('forgot'), setError(null), setNotice(null))}>
            {t('auth.forgot')}
          </button>
        )}
      </p>
    </div>
  )
}
