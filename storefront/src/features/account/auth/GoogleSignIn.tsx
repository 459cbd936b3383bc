'use client'

import { useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { userStore } from '@/features/session/userStore'
import styles from './Auth.module.css'
import { runGooglePopup } from './googlePopup'

type State = 'idle' | 'loading' | 'closed' | 'timeout' | 'error'

/**
 * International edition: "Continue with Google" (loginType 2). States idle, loading, closed by
 * the user, timed out, error. The code from the popup is exchanged by POST /api/account/login;
 * the token is stored like any other and the visitor returns to `from`.
 */
export function GoogleSignIn({ from }: { from: string }) {
  const { t } = useTranslation('account')
  const [state, setState] = useState<State>('idle')
  const [error, setError] = useState<string | null>(null)

  async function start() {
    setState('loading')
    setError(null)
    const begun = (await fetch('/api/auth/google/start').then((r) => r.json()).catch(() => ({ code: -1 }))) as { code: number; data?: { url: string }; message?: string }
    if (begun.code !== 0 || !begun.data) {
      setState('error')
      setError(begun.message ?? t('errors.generic'))
      return
    }
    const outcome = await runGooglePopup(begun.data.url)
    if (outcome.kind !== 'code') {
      setState(outcome.kind === 'error' ? 'error' : outcome.kind)
      if (outcome.kind === 'error') {
        console.error(`login failed: ${outcome.reason}`)
        setError(t('google.failed', { reason: outcome.reason }))
      }
      return
    }
    const answer = (await fetch('/api/account/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: outcome.code, loginType: 2, redirectUrl: from, loginSource: 'pc' }),
    })
      .then((r) => r.json())
      .catch(() => ({ code: -1 }))) as { code: number; data?: { token?: string }; message?: string }
    if (answer.code !== 0 || !answer.data?.token) {
      console.error('login failed', answer.message)
      setState('error')
      setError(answer.message ?? t('errors.generic'))
      return
    }
    userStore.setToken(answer.data.token)
    userStore.setLoginType(2)
    window.location.assign(new URL(from, location.href).toString())
  }

  return (
    <div className={styles.google}>
      <button type="button" className={styles.googleButton} onClick={start} disabled={state === 'loading'} data-testid="google-sign-in">
        {state === 'loading' ? t('google.loading') : t('google.button')}
      </button>
      {state === 'closed' && <p className={styles.notice} role="status" data-testid="google-closed">{t('google.closed')}</p>}
      {state === 'timeout' && <p className={styles.error} role="alert">{t('google.timeout')}</p>}
      {state === 'error' && error && (
        <p className={styles.error} role="alert" data-testid="google-error">
          {error}
        </p>
      )}
    </div>
  )
}
