'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './Auth.module.css'

/**
 * The landing pages of the mailed links: /auth/verify confirms at once; /auth/reset asks for the
 * new password. Both end signed in, back at the return address with a ticket.
 */
export function TokenAction({ kind, token, from }: { kind: 'verify' | 'reset'; token: string; from: string }) {
  const { t } = useTranslation('account')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const started = useRef(false)

  async function send(body: Record<string, string>) {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/auth/${kind}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, from, ...body }) })
      const answer = (await response.json()) as { code: number; data?: { redirect?: string; reason?: string } | null; message?: string }
      if (answer.code === 0 && answer.data?.redirect) window.location.assign(answer.data.redirect)
      else setError(answer.data?.reason ? t(`errors.${answer.data.reason}`) : (answer.message ?? t('errors.generic')))
    } catch {
      setError(t('errors.generic'))
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (kind !== 'verify' || started.current) return
    started.current = true
    void send({})
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind])

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t(kind === 'verify' ? 'auth.verifyTitle' : 'auth.resetTitle')}</h1>
      {kind === 'verify' && !error && <p role="status">{t('auth.verifying')}</p>}
      {kind === 'reset' && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault()
            void send({ password: String(new FormData(e.currentTarget).get('password') ?? '') })
          }}
        >
          <label className={styles.field}>
            <span>{t('auth.newPassword')}</span>
            <input name="password" type="password" required minLength={8} autoComplete="new-password" />
          </label>
          <button type="submit" className={styles.submit} disabled={busy}>
            {t('auth.resetSubmit')}
          </button>
        </form>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
